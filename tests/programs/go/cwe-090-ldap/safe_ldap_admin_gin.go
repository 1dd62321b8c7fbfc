// Team page helper that reports whether a given login name belongs to the release group.
package main

import (
	"net/http"
	"regexp"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

var loginNamePattern = regexp.MustCompile(`^[a-z][a-z0-9._-]{1,31}$`)

func isReleaseMember(conn *ldap.Conn, user string) bool {
	filter := "(&(uid=" + user + ")(memberOf=cn=release,ou=groups,dc=example,dc=com))"
	req := ldap.NewSearchRequest("ou=people,dc=example,dc=com", ldap.ScopeWholeSubtree,
		ldap.NeverDerefAliases, 1, 5, false, filter, []string{"dn"}, nil)
	res, err := conn.Search(req)
	return err == nil && len(res.Entries) > 0
}

func releaseGate(c *gin.Context) {
	user := c.Query("user")
	if !loginNamePattern.MatchString(user) {
		c.AbortWithStatus(http.StatusBadRequest)
		return
	}
	conn, err := ldap.DialURL("ldaps://ldap.example.com:636")
	if err != nil {
		c.AbortWithStatus(http.StatusBadGateway)
		return
	}
	defer conn.Close()
	if !isReleaseMember(conn, user) {
		c.JSON(http.StatusOK, gin.H{"member": false})
		return
	}
	c.JSON(http.StatusOK, gin.H{"member": true})
}

func main() {
	r := gin.New()
	r.GET("/release/check", releaseGate)
}
