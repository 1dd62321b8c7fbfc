// Echo endpoint that looks up an employee's directory card in the corporate LDAP server.
package directory

import (
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type Directory struct {
	URL    string
	BaseDN string
	BindDN string
}

type Card struct {
	Name  string `json:"name"`
	Mail  string `json:"mail"`
	Title string `json:"title"`
}

func (d *Directory) lookup(uid string) ([]Card, error) {
	conn, err := ldap.DialURL(d.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.BindDN, os.Getenv("LDAP_BIND_PASSWORD")); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(!(employeeType=service))(uid=%s))", ldap.EscapeFilter(uid))
	req := ldap.NewSearchRequest(d.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		5, 10, false, filter, []string{"cn", "mail", "title"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	cards := make([]Card, 0, len(res.Entries))
	for _, e := range res.Entries {
		cards = append(cards, Card{e.GetAttributeValue("cn"), e.GetAttributeValue("mail"), e.GetAttributeValue("title")})
	}
	return cards, nil
}

func (d *Directory) Handle(c echo.Context) error {
	uid := strings.TrimSpace(c.QueryParam("uid"))
	if uid == "" || strings.Contains(uid, "*") {
		return echo.NewHTTPError(http.StatusBadRequest, "an exact uid is required")
	}
	cards, err := d.lookup(uid)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
	}
	return c.JSON(http.StatusOK, cards)
}
