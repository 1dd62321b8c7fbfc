// A yodeling school instructor directory lookup program of the h76 set (cwe-090-ldap).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/go-ldap/ldap/v3"
)

type instructor struct {
	Name   string `json:"name"`
	Email  string `json:"email"`
	Styles string `json:"styles"`
}

// directory keeps the connection settings for the school's LDAP server.
type directory struct {
	url      string
	bindDN   string
	bindPass string
	baseDN   string
}

func newDirectory() *directory {
	return &directory{
		url:      os.Getenv("LDAP_URL"),
		bindDN:   os.Getenv("LDAP_BIND_DN"),
		bindPass: os.Getenv("LDAP_BIND_PASSWORD"),
		baseDN:   "ou=instructors,dc=alpenklang,dc=ch",
	}
}

func (d *directory) FindByName(name string) ([]instructor, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPass); err != nil {
		return nil, err
	}

	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeType=instructor)(cn=*%s*))", ldap.EscapeFilter(name))
	req := ldap.NewSearchRequest(
		d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter, []string{"cn", "mail", "description"}, nil,
	)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]instructor, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, instructor{
			Name:   e.GetAttributeValue("cn"),
			Email:  e.GetAttributeValue("mail"),
			Styles: e.GetAttributeValue("description"),
		})
	}
	return out, nil
}

type lookupHandler struct {
	dir *directory
}

func (h *lookupHandler) search(c *gin.Context) {
	name := c.Query("name")
	if len(name) < 2 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "name needs at least two characters"})
		return
	}
	found, err := h.dir.FindByName(name)
	if err != nil {
		log.Printf("directory search: %v", err)
		c.JSON(http.StatusBadGateway, gin.H{"error": "directory unavailable"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"instructors": found})
}

func main() {
	h := &lookupHandler{dir: newDirectory()}
	r := gin.Default()
	r.GET("/instructors", h.search)
	log.Fatal(r.Run(":8080"))
}
