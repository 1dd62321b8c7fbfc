// A ventriloquist agency performer directory lookup program of the h75 set (cwe-090-ldap).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

const performerBase = "ou=performers,dc=gabgallery,dc=agency"

var errNoPerformer = errors.New("no performer with that stage name")

type performer struct {
	StageName string `json:"stage_name"`
	Dummy     string `json:"dummy"`
	Region    string `json:"region"`
	Available string `json:"available"`
}

type directory struct {
	url, bindDN, bindPassword string
}

func (d *directory) connect() (*ldap.Conn, error) {
	conn, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, fmt.Errorf("dial directory: %w", err)
	}
	if err := conn.Bind(d.bindDN, d.bindPassword); err != nil {
		conn.Close()
		return nil, fmt.Errorf("bind as service account: %w", err)
	}
	return conn, nil
}

func (d *directory) findPerformers(stageName string) ([]performer, error) {
	conn, err := d.connect()
	if err != nil {
		return nil, err
	}
	defer conn.Close()

	filter := fmt.Sprintf("(&(objectClass=agencyPerformer)(displayName=%s))", ldap.EscapeFilter(stageName))
	req := ldap.NewSearchRequest(performerBase, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		25, 10, false, filter, []string{"displayName", "dummyName", "l", "availability"}, nil)

	res, err := conn.Search(req)
	if err != nil {
		if !ldap.IsErrorWithCode(err, ldap.LDAPResultSizeLimitExceeded) || res == nil {
			return nil, fmt.Errorf("search performers: %w", err)
		}
		log.Printf("performer search truncated at %d entries", len(res.Entries))
	}
	if len(res.Entries) == 0 {
		return nil, errNoPerformer
	}

	out := make([]performer, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, performer{
			StageName: e.GetAttributeValue("displayName"),
			Dummy:     e.GetAttributeValue("dummyName"),
			Region:    e.GetAttributeValue("l"),
			Available: e.GetAttributeValue("availability"),
		})
	}
	return out, nil
}

func (d *directory) handleLookup(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimSpace(r.URL.Query().Get("stage_name"))
	if name == "" {
		http.Error(w, "stage_name is required", http.StatusBadRequest)
		return
	}
	list, err := d.findPerformers(name)
	switch {
	case errors.Is(err, errNoPerformer):
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	case err != nil:
		log.Printf("performer lookup %q: %v", name, err)
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}

func main() {
	d := &directory{
		url:          os.Getenv("AGENCY_LDAP_URL"),
		bindDN:       os.Getenv("AGENCY_LDAP_BIND_DN"),
		bindPassword: os.Getenv("AGENCY_LDAP_BIND_PASSWORD"),
	}
	if d.url == "" || d.bindDN == "" {
		log.Fatal("AGENCY_LDAP_URL and AGENCY_LDAP_BIND_DN must be set")
	}
	http.HandleFunc("/performers", d.handleLookup)
	log.Fatal(http.ListenAndServe(":8083", nil))
}
