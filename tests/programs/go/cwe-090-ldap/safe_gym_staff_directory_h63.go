// A gym staff directory program of the h63 set (cwe-090-ldap).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-ldap/ldap/v3"
)

// StaffQuery is the front desk's lookup for route setters, coaches and belay instructors.
type StaffQuery struct {
	Team string
	Name string
}

type StaffMember struct {
	UID  string `json:"uid"`
	Name string `json:"name"`
	Mail string `json:"mail"`
	Team string `json:"team"`
}

type DirectoryGateway interface {
	Search(filter string) ([]StaffMember, error)
}

type ldapGateway struct {
	url, baseDN, bindDN, bindPassword string
}

func (g *ldapGateway) Search(filter string) ([]StaffMember, error) {
	conn, err := ldap.DialURL(g.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(g.bindDN, g.bindPassword); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(g.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 5, false,
		filter, []string{"uid", "cn", "mail", "ou"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	staff := make([]StaffMember, 0, len(res.Entries))
	for _, e := range res.Entries {
		staff = append(staff, StaffMember{
			UID:  e.GetAttributeValue("uid"),
			Name: e.GetAttributeValue("cn"),
			Mail: e.GetAttributeValue("mail"),
			Team: e.GetAttributeValue("ou"),
		})
	}
	return staff, nil
}

type DirectoryService struct {
	gw DirectoryGateway
}

func (s *DirectoryService) filterFor(q StaffQuery) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=%s)(cn=*%s*))", ldap.EscapeFilter(q.Team), ldap.EscapeFilter(q.Name))
}

func (s *DirectoryService) Find(q StaffQuery) ([]StaffMember, error) {
	return s.gw.Search(s.filterFor(q))
}

type StaffDirectoryHandler struct {
	svc *DirectoryService
}

func (h *StaffDirectoryHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := StaffQuery{Team: r.URL.Query().Get("team"), Name: r.URL.Query().Get("name")}
	if q.Team == "" {
		http.Error(w, "team is required", http.StatusBadRequest)
		return
	}
	staff, err := h.svc.Find(q)
	if err != nil {
		log.Printf("directory search: %v", err)
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(staff)
}

func main() {
	gw := &ldapGateway{
		url:          os.Getenv("GYM_LDAP_URL"),
		baseDN:       "ou=staff,dc=cruxhall,dc=example",
		bindDN:       os.Getenv("GYM_LDAP_BIND_DN"),
		bindPassword: os.Getenv("GYM_LDAP_BIND_PASSWORD"),
	}
	mux := http.NewServeMux()
	mux.Handle("/staff", &StaffDirectoryHandler{svc: &DirectoryService{gw: gw}})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
