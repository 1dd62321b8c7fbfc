// Looks up employees in the corporate LDAP directory for the staff finder.
package staff

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/gorilla/mux"
)

type Directory struct {
	URL    string
	BaseDN string
}

type Person struct {
	DN    string `json:"dn"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

func (d *Directory) search(filter string) ([]Person, error) {
	conn, err := ldap.DialURL(d.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(os.Getenv("LDAP_BIND_DN"), os.Getenv("LDAP_BIND_PASSWORD")); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		25, 5, false, filter, []string{"cn", "mail"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	people := make([]Person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, Person{DN: e.DN, Name: e.GetAttributeValue("cn"), Email: e.GetAttributeValue("mail")})
	}
	return people, nil
}

func (d *Directory) Lookup(w http.ResponseWriter, r *http.Request) {
	uid := mux.Vars(r)["uid"]
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", ldap.EscapeFilter(uid))
	people, err := d.search(filter)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(people)
}

func (d *Directory) Routes(r *mux.Router) {
	r.HandleFunc("/staff/{uid}", d.Lookup).Methods(http.MethodGet)
}
