// A pyro crew check program of the h64 set (cwe-090-ldap).
package main

import (
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type crewCheck struct {
	Crew []struct {
		Badge string `json:"badge"`
		Role  string `json:"role"`
	} `json:"crew"`
}

// firing roles map onto the licence groups kept in the company directory
var roleGroups = map[string]string{
	"shooter": "cn=licensed-shooters,ou=groups,dc=pyro,dc=example",
	"loader":  "cn=loaders,ou=groups,dc=pyro,dc=example",
	"marshal": "cn=site-marshals,ou=groups,dc=pyro,dc=example",
}

const peopleBase = "ou=people,dc=pyro,dc=example"

func directory() (*ldap.Conn, error) {
	l, err := ldap.DialURL("ldaps://" + os.Getenv("DIRECTORY_HOST") + ":636")
	if err != nil {
		return nil, err
	}
	if err := l.Bind(os.Getenv("DIRECTORY_BIND_DN"), os.Getenv("DIRECTORY_BIND_PW")); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

func checkCrew(c echo.Context) error {
	show := c.Param("show")
	var req crewCheck
	if err := c.Bind(&req); err != nil || len(req.Crew) == 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "crew list required")
	}
	l, err := directory()
	if err != nil {
		c.Logger().Errorf("directory: %v", err)
		return echo.NewHTTPError(http.StatusServiceUnavailable, "directory unavailable")
	}
	defer l.Close()

	status := map[string]string{}
	for _, m := range req.Crew {
		group, ok := roleGroups[m.Role]
		if !ok || len(m.Badge) == 0 || len(m.Badge) > 16 {
			status[m.Badge] = "invalid entry"
			continue
		}
		badge := strings.ToUpper(strings.TrimSpace(m.Badge))
		filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeNumber=%s)(memberOf=%s))",
			ldap.EscapeFilter(badge), ldap.EscapeFilter(group))
		sr, err := l.Search(ldap.NewSearchRequest(peopleBase, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
			2, 10, false, filter, []string{"cn", "employeeNumber"}, nil))
		if err != nil {
			status[m.Badge] = "lookup failed"
			continue
		}
		if len(sr.Entries) == 1 {
			status[m.Badge] = "cleared: " + sr.Entries[0].GetAttributeValue("cn")
		} else {
			status[m.Badge] = "not licensed for " + m.Role
		}
	}
	return c.JSON(http.StatusOK, map[string]any{"show": show, "crew": status})
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/shows/:show/crew/check", checkCrew)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
