// Intranet directory endpoint that returns a colleague's contact details by uid.
package main

import (
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type directory struct {
	url, baseDN, bindDN, bindPW string
}

func (d directory) find(uid string) ([]*ldap.Entry, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", uid)
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		1, 5, false, filter, []string{"cn", "mail", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	return res.Entries, nil
}

func (d directory) handle(c echo.Context) error {
	entries, err := d.find(c.Param("uid"))
	if err != nil || len(entries) == 0 {
		return echo.NewHTTPError(http.StatusNotFound, "person not found")
	}
	entry := entries[0]
	return c.JSON(http.StatusOK, map[string]string{
		"name":  entry.GetAttributeValue("cn"),
		"email": entry.GetAttributeValue("mail"),
		"phone": entry.GetAttributeValue("telephoneNumber"),
	})
}

func main() {
	d := directory{
		url:    "ldaps://ldap.corp.example.com:636",
		baseDN: "ou=people,dc=corp,dc=example,dc=com",
		bindDN: os.Getenv("LDAP_BIND_DN"),
		bindPW: os.Getenv("LDAP_BIND_PASSWORD"),
	}
	e := echo.New()
	e.GET("/people/:uid", d.handle)
	e.Logger.Fatal(e.Start(":8105"))
}
