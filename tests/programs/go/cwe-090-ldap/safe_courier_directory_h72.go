// A courier directory program of the h72 set (cwe-090-ldap).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

const ridersBase = "ou=riders,dc=spokeline,dc=net"

// FilterBuilder turns a dispatcher's search term into an LDAP filter.
type FilterBuilder interface {
	Build(term string) string
}

type callSignFilter struct{}

func (callSignFilter) Build(term string) string {
	return fmt.Sprintf("(&(objectClass=courier)(callSign=%s))", ldap.EscapeFilter(term))
}

// depotFilter does a prefix match so "north" finds "north-hub" and "northgate".
type depotFilter struct{}

func (depotFilter) Build(term string) string {
	return "(&(objectClass=courier)(active=TRUE)(depot=" + ldap.EscapeFilter(term) + "*))"
}

var filters = map[string]FilterBuilder{
	"callsign": callSignFilter{},
	"depot":    depotFilter{},
}

type Rider struct {
	CallSign string `json:"call_sign"`
	Name     string `json:"name"`
	Depot    string `json:"depot"`
	Phone    string `json:"phone"`
}

type directory struct {
	url, bindDN, bindPW string
}

func (d directory) search(filter string) ([]Rider, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(ridersBase, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 5, false, filter, []string{"callSign", "cn", "depot", "mobile"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	riders := make([]Rider, 0, len(res.Entries))
	for _, e := range res.Entries {
		riders = append(riders, Rider{
			CallSign: e.GetAttributeValue("callSign"),
			Name:     e.GetAttributeValue("cn"),
			Depot:    e.GetAttributeValue("depot"),
			Phone:    e.GetAttributeValue("mobile"),
		})
	}
	return riders, nil
}

func (d directory) lookup(c echo.Context) error {
	fb, ok := filters[c.QueryParam("by")]
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "by must be callsign or depot")
	}
	term := c.QueryParam("q")
	if term == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "q is required")
	}
	riders, err := d.search(fb.Build(term))
	if err != nil {
		c.Logger().Errorf("directory search: %v", err)
		return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
	}
	return c.JSON(http.StatusOK, riders)
}

func main() {
	dir := directory{
		url:    "ldaps://directory.spokeline.net:636",
		bindDN: os.Getenv("DIRECTORY_BIND_DN"),
		bindPW: os.Getenv("DIRECTORY_BIND_PW"),
	}
	e := echo.New()
	e.GET("/dispatch/riders", dir.lookup)
	log.Fatal(e.Start(":8030"))
}
