// Gin endpoint that looks up an employee's directory entry in LDAP by user id.
package directory

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

type LDAPConfig struct {
	URL      string
	BindDN   string
	BindPass string
	BaseDN   string
}

type Employee struct {
	UID   string `json:"uid"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Title string `json:"title"`
}

func searchEmployee(cfg LDAPConfig, uid string) ([]Employee, error) {
	conn, err := ldap.DialURL(cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(cfg.BindDN, cfg.BindPass); err != nil {
		return nil, err
	}

	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", ldap.EscapeFilter(uid))
	req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		25, 5, false, filter, []string{"uid", "cn", "mail", "title"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Employee, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Employee{
			UID:   e.GetAttributeValue("uid"),
			Name:  e.GetAttributeValue("cn"),
			Email: e.GetAttributeValue("mail"),
			Title: e.GetAttributeValue("title"),
		})
	}
	return out, nil
}

func LookupHandler(cfg LDAPConfig) gin.HandlerFunc {
	return func(c *gin.Context) {
		uid := strings.TrimSpace(c.Query("uid"))
		if uid == "" {
			c.JSON(http.StatusBadRequest, gin.H{"error": "uid is required"})
			return
		}
		employees, err := searchEmployee(cfg, uid)
		if err != nil {
			c.JSON(http.StatusBadGateway, gin.H{"error": "directory unavailable"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"results": employees})
	}
}
