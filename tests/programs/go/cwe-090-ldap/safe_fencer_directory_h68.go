// A fencer directory program of the h68 set (cwe-090-ldap).
// fencing clubs: looks up a fencer's licence and weapon category in the federation directory for bout check-in
package main

import (
	"cmp"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type Fencer struct {
	Name     string   `json:"name"`
	Licence  string   `json:"licence"`
	Club     string   `json:"club"`
	Weapons  []string `json:"weapons"`
	Category string   `json:"category"`
}

type directory struct {
	url, bindDN, bindPW, baseDN string
}

func newDirectory() directory {
	return directory{
		url:    cmp.Or(os.Getenv("LDAP_URL"), "ldaps://dir.fed-escrime-nord.fr:636"),
		bindDN: os.Getenv("LDAP_BIND_DN"),
		bindPW: os.Getenv("LDAP_BIND_PW"),
		baseDN: "ou=licencies,dc=fed-escrime-nord,dc=fr",
	}
}

func (d directory) search(filter string, attrs ...string) ([]*ldap.Entry, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		5, 10, false, filter, attrs, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	return res.Entries, nil
}

// handles look like "lbernard@salle-verlaine"
func (d directory) lookup(c echo.Context) error {
	uid, club, ok := strings.Cut(c.Param("handle"), "@")
	if !ok || uid == "" || club == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "expected uid@club")
	}
	filter := fmt.Sprintf("(&(objectClass=fencer)(uid=%s)(memberOf=cn=%s,ou=clubs,dc=fed-escrime-nord,dc=fr))",
		ldap.EscapeFilter(uid), ldap.EscapeFilter(club))

	entries, err := d.search(filter, "cn", "licenceNumber", "fencingWeapon", "ageCategory")
	if err != nil {
		c.Logger().Errorf("directory search: %v", err)
		return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
	}
	fencers := make([]Fencer, 0, len(entries))
	for _, e := range entries {
		fencers = append(fencers, Fencer{
			Name:     e.GetAttributeValue("cn"),
			Licence:  e.GetAttributeValue("licenceNumber"),
			Club:     club,
			Weapons:  e.GetAttributeValues("fencingWeapon"),
			Category: e.GetAttributeValue("ageCategory"),
		})
	}
	if len(fencers) == 0 {
		return echo.NewHTTPError(http.StatusNotFound, "no licensed fencer with that handle")
	}
	return c.JSON(http.StatusOK, fencers)
}

func main() {
	dir := newDirectory()
	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	e.Use(middleware.KeyAuth(func(key string, c echo.Context) (bool, error) {
		return key == os.Getenv("CHECKIN_API_KEY") && key != "", nil
	}))
	e.GET("/checkin/fencers/:handle", dir.lookup)
	e.Logger.Fatal(e.Start(":8084"))
}
