// A hedgelayer crew directory program of the h66 set (cwe-090-ldap).
package controllers

import (
	"crypto/tls"
	"fmt"
	"os"
	"strings"

	"github.com/astaxie/beego"
	"github.com/go-ldap/ldap"
)

// CrewController answers the booking office when it needs a hedge layer
// for a job: which crew, which regional style (Midland, South of England,
// Welsh border ...), and who is free this season.
type CrewController struct {
	beego.Controller
}

type crewMember struct {
	Name   string `json:"name"`
	Crew   string `json:"crew"`
	Style  string `json:"style"`
	Mobile string `json:"mobile"`
}

func init() {
	beego.Router("/crews/search", &CrewController{})
}

// escapeValue keeps wildcard and filter characters typed by the office
// staff from changing the meaning of the search.
func escapeValue(s string) string {
	return ldap.EscapeFilter(s)
}

func dialDirectory() (*ldap.Conn, error) {
	host := beego.AppConfig.DefaultString("ldap::host", "directory.hedgelaying.local")
	conn, err := ldap.DialTLS("tcp", host+":636", &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12})
	if err != nil {
		return nil, err
	}
	if err := conn.Bind(os.Getenv("HEDGE_LDAP_USER"), os.Getenv("HEDGE_LDAP_PASSWORD")); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

func (c *CrewController) Get() {
	crew := strings.TrimSpace(c.GetString("crew"))
	style := strings.TrimSpace(c.GetString("style", "midland"))

	conn, err := dialDirectory()
	if err != nil {
		beego.Error("ldap: ", err)
		c.Abort("503")
		return
	}
	defer conn.Close()

	filter := fmt.Sprintf("(&(objectClass=hedgeLayer)(availability=season)(crew=%s)(layingStyle=%s))",
		escapeValue(crew), escapeValue(style))

	req := ldap.NewSearchRequest(
		beego.AppConfig.DefaultString("ldap::base", "ou=crews,dc=hedgelaying,dc=local"),
		ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter,
		[]string{"cn", "crew", "layingStyle", "mobile"},
		nil,
	)
	res, err := conn.Search(req)
	if err != nil {
		beego.Error("crew search: ", err)
		c.Abort("500")
		return
	}

	members := make([]crewMember, 0, len(res.Entries))
	for _, e := range res.Entries {
		members = append(members, crewMember{
			Name:   e.GetAttributeValue("cn"),
			Crew:   e.GetAttributeValue("crew"),
			Style:  e.GetAttributeValue("layingStyle"),
			Mobile: e.GetAttributeValue("mobile"),
		})
	}
	c.Data["json"] = members
	c.ServeJSON()
}
