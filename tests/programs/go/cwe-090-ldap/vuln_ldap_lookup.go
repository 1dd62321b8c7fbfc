// Directory lookup endpoint that returns a colleague's display name and phone number.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

func lookupColleague(w http.ResponseWriter, r *http.Request) {
	uid := r.URL.Query().Get("uid")
	conn, err := ldap.DialURL("ldaps://ldap.example.com:636")
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	defer conn.Close()
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", uid)
	req := ldap.NewSearchRequest("ou=people,dc=example,dc=com", ldap.ScopeWholeSubtree,
		ldap.NeverDerefAliases, 10, 5, false, filter, []string{"cn", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	out := []map[string]string{}
	for _, e := range res.Entries {
		out = append(out, map[string]string{"cn": e.GetAttributeValue("cn"), "phone": e.GetAttributeValue("telephoneNumber")})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	http.HandleFunc("/directory/lookup", lookupColleague)
}
