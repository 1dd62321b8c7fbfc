// A middleware waller directory program of the h65 set (cwe-090-ldap).
package main

// "Find a certified waller" page for the dry stone walling association.
// A middleware parses and checks the search parameters once and hands them
// to the directory handler through the request context.

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/go-ldap/ldap/v3"
)

type ctxKey int

const searchKey ctxKey = iota

type memberSearch struct {
	RegionOU string
	Surname  string
}

var regionOUs = map[string]string{
	"cumbria":         "ou=Cumbria",
	"yorkshire-dales": "ou=Yorkshire Dales",
	"peak-district":   "ou=Peak District",
	"cotswolds":       "ou=Cotswolds",
	"galloway":        "ou=Galloway",
}

// Letters, spaces, hyphens and apostrophes: "Ap Rhys", "O'Hara", "Smith-Dodd".
var surnamePattern = regexp.MustCompile(`^[A-Za-z][A-Za-z' -]{0,59}$`)

func parseSearch(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		ou, ok := regionOUs[q.Get("region")]
		if !ok {
			http.Error(w, "unknown region", http.StatusBadRequest)
			return
		}
		s := memberSearch{RegionOU: ou, Surname: strings.TrimSpace(q.Get("surname"))}
		if !surnamePattern.MatchString(s.Surname) {
			http.Error(w, "surname must be 1-60 letters", http.StatusBadRequest)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), searchKey, s)))
	})
}

type waller struct {
	Name        string `json:"name"`
	Grade       string `json:"grade"`
	Town        string `json:"town"`
	Certificate string `json:"certificate"`
}

type directory struct {
	url, bindDN, bindPassword, baseDN string
}

func (d *directory) listWallers(w http.ResponseWriter, r *http.Request) {
	s := r.Context().Value(searchKey).(memberSearch)

	conn, err := ldap.DialURL(d.url)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}

	filter := "(&(objectClass=certifiedWaller)(listed=TRUE)(sn=" + s.Surname + "*))"
	req := ldap.NewSearchRequest(s.RegionOU+","+d.baseDN, ldap.ScopeSingleLevel, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"cn", "wallerGrade", "l", "certificateNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		log.Printf("waller search: %v", err)
		http.Error(w, "search failed", http.StatusBadGateway)
		return
	}

	out := make([]waller, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, waller{
			Name:        e.GetAttributeValue("cn"),
			Grade:       e.GetAttributeValue("wallerGrade"),
			Town:        e.GetAttributeValue("l"),
			Certificate: e.GetAttributeValue("certificateNumber"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	d := &directory{
		url:          os.Getenv("DSWA_LDAP_URL"),
		bindDN:       os.Getenv("DSWA_LDAP_BIND_DN"),
		bindPassword: os.Getenv("DSWA_LDAP_BIND_PASSWORD"),
		baseDN:       "ou=members,dc=dswa,dc=example",
	}
	mux := http.NewServeMux()
	mux.Handle("GET /api/wallers", parseSearch(http.HandlerFunc(d.listWallers)))
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
