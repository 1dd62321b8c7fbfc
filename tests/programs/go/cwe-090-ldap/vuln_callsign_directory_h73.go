// A callsign directory program of the h73 set (cwe-090-ldap).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
	"github.com/gorilla/mux"
)

type operator struct {
	Callsign string `json:"callsign"`
	Name     string `json:"name"`
	Licence  string `json:"licence_class"`
	Grid     string `json:"grid_square"`
}

type directory struct {
	url    string
	bindDN string
	bindPW string
	baseDN string
}

func (d *directory) search(filter string) ([]operator, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		25, 10, false, filter, []string{"callsign", "cn", "licenceClass", "gridSquare"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	ops := make([]operator, 0, len(res.Entries))
	for _, e := range res.Entries {
		ops = append(ops, operator{
			Callsign: e.GetAttributeValue("callsign"),
			Name:     e.GetAttributeValue("cn"),
			Licence:  e.GetAttributeValue("licenceClass"),
			Grid:     e.GetAttributeValue("gridSquare"),
		})
	}
	return ops, nil
}

// The QSL card app double-encodes query values, so one more decode is needed here.
func (d *directory) lookup(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("call")
	if raw == "" || strings.ContainsAny(raw, `()*\&|!=`) {
		http.Error(w, "invalid callsign", http.StatusBadRequest)
		return
	}
	call, err := url.QueryUnescape(raw)
	if err != nil {
		http.Error(w, "invalid callsign", http.StatusBadRequest)
		return
	}
	call = strings.ToUpper(strings.TrimSpace(call))

	filter := fmt.Sprintf("(&(objectClass=hamOperator)(memberStatus=active)(callsign=%s))", call)
	ops, err := d.search(filter)
	if err != nil {
		log.Printf("ldap search: %v", err)
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(ops)
}

func main() {
	d := &directory{
		url:    "ldaps://ldap.kilowattradioclub.org:636",
		bindDN: "cn=directory-reader,ou=services,dc=kilowattradioclub,dc=org",
		bindPW: os.Getenv("LDAP_READER_PASSWORD"),
		baseDN: "ou=members,dc=kilowattradioclub,dc=org",
	}

	r := mux.NewRouter()
	r.HandleFunc("/directory/lookup", d.lookup).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServe(":8073", r))
}
