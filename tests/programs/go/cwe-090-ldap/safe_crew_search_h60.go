// A crew search program of the h60 set (cwe-090-ldap).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/go-ldap/ldap/v3"
	"github.com/gorilla/mux"
)

type crewMember struct {
	Name     string `json:"name"`
	District string `json:"district"`
	Mobile   string `json:"mobile"`
}

type districtResult struct {
	district string
	members  []crewMember
	err      error
}

var districtPattern = regexp.MustCompile(`^[A-Z]{2}$`)

// searchCrew finds field staff of one district whose name starts with namePart.
func searchCrew(conn *ldap.Conn, baseDN, district, namePart string) ([]crewMember, error) {
	filter := fmt.Sprintf("(&(objectClass=person)(departmentNumber=%s)(cn=%s*))",
		ldap.EscapeFilter(district), ldap.EscapeFilter(namePart))
	req := ldap.NewSearchRequest(baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 5, false,
		filter, []string{"cn", "departmentNumber", "mobile"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	members := make([]crewMember, 0, len(res.Entries))
	for _, en := range res.Entries {
		members = append(members, crewMember{
			Name:     en.GetAttributeValue("cn"),
			District: en.GetAttributeValue("departmentNumber"),
			Mobile:   en.GetAttributeValue("mobile"),
		})
	}
	return members, nil
}

func crewHandler(conn *ldap.Conn, baseDN string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		namePart := strings.TrimSpace(q.Get("name"))
		if len(namePart) > 40 {
			http.Error(w, "name is too long", http.StatusBadRequest)
			return
		}
		var districts []string
		for _, d := range strings.Split(q.Get("districts"), ",") {
			if d = strings.ToUpper(strings.TrimSpace(d)); districtPattern.MatchString(d) {
				districts = append(districts, d)
			}
		}
		// one search per district, run concurrently
		results := make(chan districtResult, len(districts))
		for _, d := range districts {
			go func(d string) {
				m, err := searchCrew(conn, baseDN, d, namePart)
				results <- districtResult{district: d, members: m, err: err}
			}(d)
		}
		crew := map[string][]crewMember{}
		for range districts {
			res := <-results
			if res.err != nil {
				log.Printf("district %s: %v", res.district, res.err)
				continue
			}
			crew[res.district] = res.members
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(crew)
	}
}

func main() {
	conn, err := ldap.DialURL(os.Getenv("LDAP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("LDAP_BIND_DN"), os.Getenv("LDAP_BIND_PASSWORD")); err != nil {
		log.Fatal(err)
	}

	r := mux.NewRouter()
	r.HandleFunc("/crews", crewHandler(conn, os.Getenv("LDAP_BASE_DN"))).Methods(http.MethodGet)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
