// A tattoo artist directory program of the h62 set (cwe-090-ldap).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-ldap/ldap/v3"
)

// The front desk searches the studio directory for artists by name to see
// their styles and which chair they work from.
type artist struct {
	Name   string `json:"name"`
	Styles string `json:"styles"`
	Chair  string `json:"chair"`
}

type searchKey struct{}

type directory struct {
	url, bindDN, bindPW, baseDN string
}

func searchTerm(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		term := strings.TrimSpace(r.URL.Query().Get("name"))
		if len(term) < 2 || len(term) > 64 {
			http.Error(w, "name must be 2-64 characters", http.StatusBadRequest)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), searchKey{}, term)))
	})
}

func artistFilter(term string) string {
	term = ldap.EscapeFilter(term)
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=artists)(|(cn=*%s*)(displayName=*%s*)))", term, term)
}

func (d directory) find(term string) ([]artist, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 5, false, artistFilter(term), []string{"displayName", "description", "roomNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]artist, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, artist{
			Name:   e.GetAttributeValue("displayName"),
			Styles: e.GetAttributeValue("description"),
			Chair:  e.GetAttributeValue("roomNumber"),
		})
	}
	return out, nil
}

func (d directory) handle(w http.ResponseWriter, r *http.Request) {
	term := r.Context().Value(searchKey{}).(string)
	artists, err := d.find(term)
	if err != nil {
		log.Printf("directory search: %v", err)
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(artists)
}

func main() {
	d := directory{
		url:    os.Getenv("LDAP_URL"),
		bindDN: os.Getenv("LDAP_BIND_DN"),
		bindPW: os.Getenv("LDAP_BIND_PASSWORD"),
		baseDN: os.Getenv("LDAP_BASE_DN"),
	}
	r := chi.NewRouter()
	r.With(searchTerm).Get("/artists", d.handle)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
