// Staff directory search backed by the corporate LDAP server.
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

type DirectoryConfig struct {
	URL      string
	BaseDN   string
	BindDN   string
	BindPass string
}

type Person struct {
	Name  string `json:"name"`
	Mail  string `json:"mail"`
	Title string `json:"title"`
}

func searchFilter(department, name string) string {
	return fmt.Sprintf("(&(objectClass=person)(department=%s)(cn=*%s*))",
		ldap.EscapeFilter(department), name)
}

func SearchHandler(cfg DirectoryConfig) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		conn, err := ldap.DialURL(cfg.URL)
		if err != nil {
			http.Error(w, "directory unavailable", http.StatusBadGateway)
			return
		}
		defer conn.Close()
		if err := conn.Bind(cfg.BindDN, cfg.BindPass); err != nil {
			http.Error(w, "directory unavailable", http.StatusBadGateway)
			return
		}
		dept := r.URL.Query().Get("dept")
		if dept == "" {
			dept = "engineering"
		}
		req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
			50, 10, false, searchFilter(dept, r.URL.Query().Get("q")),
			[]string{"cn", "mail", "title"}, nil)
		res, err := conn.Search(req)
		if err != nil {
			http.Error(w, "search failed", http.StatusBadRequest)
			return
		}
		people := make([]Person, 0, len(res.Entries))
		for _, e := range res.Entries {
			people = append(people, Person{
				Name:  e.GetAttributeValue("cn"),
				Mail:  e.GetAttributeValue("mail"),
				Title: e.GetAttributeValue("title"),
			})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(people)
	}
}
