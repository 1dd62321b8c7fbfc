// Looks up a library patron in the directory by card number for the circulation desk.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
)

type lookupReq struct {
	Card   string `json:"card"`
	Branch string `json:"branch"`
}

var patronAttrs = []string{"cn", "mail", "cardNumber", "homeBranch"}

func withConn(addr string, fn func(*ldap.Conn) error) error {
	conn, err := ldap.DialURL(addr)
	if err != nil {
		return err
	}
	defer conn.Close()
	return fn(conn)
}

func patronFilter(card string) string {
	return fmt.Sprintf("(&(objectClass=libraryPatron)(cardNumber=%s))", card)
}

func lookup(w http.ResponseWriter, r *http.Request) {
	var req lookupReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Card == "" {
		http.Error(w, "card required", http.StatusBadRequest)
		return
	}
	var found []map[string]string
	err := withConn("ldaps://directory.citylibrary.example", func(conn *ldap.Conn) error {
		search := ldap.NewSearchRequest("ou=patrons,dc=citylibrary,dc=example",
			ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 5, 10, false,
			patronFilter(req.Card), patronAttrs, nil)
		res, err := conn.Search(search)
		if err != nil {
			return err
		}
		for _, e := range res.Entries {
			row := map[string]string{}
			for _, a := range patronAttrs {
				row[a] = e.GetAttributeValue(a)
			}
			found = append(found, row)
		}
		return nil
	})
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	json.NewEncoder(w).Encode(found)
}

func main() {
	http.HandleFunc("/circulation/patrons/lookup", lookup)
	http.ListenAndServe(":8089", nil)
}
