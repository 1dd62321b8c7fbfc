// Looks up hospital staff in the LDAP directory by department and name for the internal phone book.
package phonebook

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

type DirectoryConfig struct {
	URL      string
	BaseDN   string
	BindDN   string
	Password string
}

type Directory struct {
	Cfg         DirectoryConfig
	Departments map[string]string
}

type staffQuery struct {
	Dept string
	Name string
}

func cleanName(raw string) string {
	name := strings.TrimSpace(raw)
	if len(name) > 64 {
		name = name[:64]
	}
	return ldap.EscapeFilter(name)
}

func (d *Directory) Search(w http.ResponseWriter, r *http.Request) {
	dept, ok := d.Departments[r.URL.Query().Get("dept")]
	if !ok {
		http.Error(w, "unknown department", http.StatusBadRequest)
		return
	}
	sq := staffQuery{Dept: dept, Name: cleanName(r.URL.Query().Get("name"))}
	conn, err := ldap.DialURL(d.Cfg.URL)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}
	defer conn.Close()
	if err := conn.Bind(d.Cfg.BindDN, d.Cfg.Password); err != nil {
		http.Error(w, "directory bind failed", http.StatusServiceUnavailable)
		return
	}
	filter := fmt.Sprintf("(&(objectClass=person)(ou=%s)(cn=*%s*))", sq.Dept, sq.Name)
	req := ldap.NewSearchRequest(d.Cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"cn", "telephoneNumber", "mail"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		http.Error(w, "search failed", http.StatusBadGateway)
		return
	}
	var people []map[string]string
	for _, e := range res.Entries {
		people = append(people, map[string]string{"name": e.GetAttributeValue("cn"),
			"phone": e.GetAttributeValue("telephoneNumber"), "mail": e.GetAttributeValue("mail")})
	}
	json.NewEncoder(w).Encode(people)
}
