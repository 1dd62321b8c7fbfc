// Echo endpoint that looks up colleagues in the company LDAP directory by surname
package main

import (
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type person struct {
	Name  string `json:"name"`
	Mail  string `json:"mail"`
	Phone string `json:"phone"`
}

type directoryClient struct {
	url, bindDN, bindPassword, baseDN string
}

func surnameFilter(surname string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(!(employeeType=contractor))(sn=%s*))", ldap.EscapeFilter(surname))
}

func (d *directoryClient) search(surname string) ([]person, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 5, false,
		surnameFilter(surname), []string{"cn", "mail", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	people := make([]person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, person{e.GetAttributeValue("cn"), e.GetAttributeValue("mail"), e.GetAttributeValue("telephoneNumber")})
	}
	return people, nil
}

func main() {
	dir := &directoryClient{url: os.Getenv("LDAP_URL"), bindDN: os.Getenv("LDAP_BIND_DN"),
		bindPassword: os.Getenv("LDAP_BIND_PASSWORD"), baseDN: "ou=staff,dc=corp,dc=example"}
	e := echo.New()
	e.GET("/directory", func(c echo.Context) error {
		people, err := dir.search(c.QueryParam("surname"))
		if err != nil {
			return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
		}
		return c.JSON(http.StatusOK, people)
	})
	e.Logger.Fatal(e.Start(":8080"))
}
