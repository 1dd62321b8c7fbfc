// A workshop directory program of the h69 set (cwe-090-ldap).
package main

import (
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type person struct {
	Name  string `json:"name"`
	Mail  string `json:"mail"`
	Phone string `json:"phone"`
	Bench string `json:"bench"`
}

type directoryQuery struct {
	Workshop string
	Name     string
}

// queryFromRequest is registered as middleware so the search handler and the
// CSV export share the same parsed criteria.
func queryFromRequest(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		q := directoryQuery{
			Workshop: strings.TrimSpace(c.QueryParam("workshop")),
			Name:     strings.TrimSpace(c.QueryParam("name")),
		}
		if q.Workshop == "" {
			q.Workshop = "bellows"
		}
		c.Set("dirq", q)
		return next(c)
	}
}

func searchStaff(c echo.Context) error {
	q := c.Get("dirq").(directoryQuery)

	conn, err := ldap.DialURL(os.Getenv("DIRECTORY_URL"))
	if err != nil {
		return echo.NewHTTPError(http.StatusServiceUnavailable, "directory offline")
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("DIRECTORY_BIND_DN"), os.Getenv("DIRECTORY_BIND_PW")); err != nil {
		return echo.NewHTTPError(http.StatusServiceUnavailable, "directory offline")
	}

	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(departmentNumber=%s)(cn=*%s*))",
		q.Workshop, ldap.EscapeFilter(q.Name))
	req := ldap.NewSearchRequest(
		"ou=staff,dc=castelfidardo-bellows,dc=it",
		ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter,
		[]string{"cn", "mail", "telephoneNumber", "roomNumber"},
		nil,
	)
	res, err := conn.Search(req)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "search failed")
	}

	people := make([]person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, person{
			Name:  e.GetAttributeValue("cn"),
			Mail:  e.GetAttributeValue("mail"),
			Phone: e.GetAttributeValue("telephoneNumber"),
			Bench: e.GetAttributeValue("roomNumber"),
		})
	}
	return c.JSON(http.StatusOK, people)
}

func main() {
	e := echo.New()
	e.GET("/directory", searchStaff, queryFromRequest)
	e.Logger.Fatal(e.Start(":8055"))
}
