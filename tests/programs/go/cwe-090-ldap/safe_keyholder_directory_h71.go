// A keyholder directory program of the h71 set (cwe-090-ldap).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"

	"github.com/go-ldap/ldap/v3"
)

var (
	ErrBuildingCode = errors.New("building code must look like B-1234")
	ErrKeyholder    = errors.New("keyholder name contains unsupported characters")
)

var (
	buildingPattern = regexp.MustCompile(`^B-[0-9]{4}$`)
	namePattern     = regexp.MustCompile(`^[\p{L} .'-]{2,60}$`)
)

func checkQuery(building, name string) error {
	if !buildingPattern.MatchString(building) {
		return ErrBuildingCode
	}
	if name != "" && !namePattern.MatchString(name) {
		return fmt.Errorf("%w: %q", ErrKeyholder, name)
	}
	return nil
}

type keyholder struct {
	Name  string `json:"name"`
	Phone string `json:"phone"`
	Level string `json:"key_level"`
}

type directory struct {
	url, bindDN, bindPW, baseDN string
}

func writeJSONError(w http.ResponseWriter, status int, err error) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": err.Error()})
}

func (d *directory) lookup(w http.ResponseWriter, r *http.Request) {
	building := r.URL.Query().Get("building")
	name := r.URL.Query().Get("name")

	if err := checkQuery(building, name); err != nil {
		writeJSONError(w, http.StatusBadRequest, err)
		return
	}

	conn, err := ldap.DialURL(d.url)
	if err != nil {
		writeJSONError(w, http.StatusBadGateway, errors.New("directory unavailable"))
		return
	}
	defer conn.Close()
	if err := conn.Bind(d.bindDN, d.bindPW); err != nil {
		log.Printf("ldap bind: %v", err)
		writeJSONError(w, http.StatusBadGateway, errors.New("directory unavailable"))
		return
	}

	nameClause := ""
	if name != "" {
		nameClause = fmt.Sprintf("(cn=*%s*)", name)
	}
	filter := fmt.Sprintf("(&(objectClass=keyholder)(buildingCode=%s)%s)", building, nameClause)
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"cn", "telephoneNumber", "keyLevel"}, nil)

	res, err := conn.Search(req)
	if err != nil {
		log.Printf("ldap search %q: %v", filter, err)
		writeJSONError(w, http.StatusBadGateway, errors.New("search failed"))
		return
	}

	out := make([]keyholder, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, keyholder{
			Name:  e.GetAttributeValue("cn"),
			Phone: e.GetAttributeValue("telephoneNumber"),
			Level: e.GetAttributeValue("keyLevel"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	d := &directory{
		url:    os.Getenv("KEYHOLDER_LDAP_URL"),
		bindDN: os.Getenv("KEYHOLDER_LDAP_BIND_DN"),
		bindPW: os.Getenv("KEYHOLDER_LDAP_BIND_PW"),
		baseDN: "ou=keyholders,dc=brassward-locks,dc=co,dc=uk",
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/keyholders", d.lookup)
	log.Fatal(http.ListenAndServe(":8033", mux))
}
