// Team page helper that reports whether a given user belongs to the ops group.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

func isOpsMember(conn *ldap.Conn, user string) bool {
	filter := "(&(uid=" + user + ")(memberOf=cn=ops,ou=groups,dc=example,dc=com))"
	req := ldap.NewSearchRequest("ou=people,dc=example,dc=com", ldap.ScopeWholeSubtree,
		ldap.NeverDerefAliases, 1, 5, false, filter, []string{"dn"}, nil)
	res, err := conn.Search(req)
	return err == nil && len(res.Entries) > 0
}

func opsGate(c *gin.Context) {
	conn, err := ldap.DialURL("ldaps://ldap.example.com:636")
	if err != nil {
		c.AbortWithStatus(http.StatusBadGateway)
		return
	}
	defer conn.Close()
	if !isOpsMember(conn, c.Query("user")) {
		c.JSON(http.StatusOK, gin.H{"member": false})
		return
	}
	c.JSON(http.StatusOK, gin.H{"member": true})
}

func main() {
	r := gin.New()
	r.GET("/ops/check", opsGate)
}
