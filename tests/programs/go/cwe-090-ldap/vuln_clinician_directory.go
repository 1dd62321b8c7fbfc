// Hospital staff-directory endpoint that looks up clinicians in a department by name through LDAP.
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/go-ldap/ldap/v3"
	"github.com/gorilla/mux"
)

var departmentDNs = map[string]string{
	"cardiology": "ou=Cardiology,ou=Staff,dc=stmarys,dc=org",
	"radiology":  "ou=Radiology,ou=Staff,dc=stmarys,dc=org",
	"oncology":   "ou=Oncology,ou=Staff,dc=stmarys,dc=org",
}

type Clinician struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	Pager string `json:"pager"`
}

type Directory struct {
	Conn *ldap.Conn
}

func (d *Directory) Routes(r *mux.Router) {
	r.HandleFunc("/departments/{dept}/clinicians", d.search).Methods(http.MethodGet)
}

func clinicianFilter(name string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeType=clinician)(cn=*%s*))", name)
}

func (d *Directory) search(w http.ResponseWriter, r *http.Request) {
	baseDN, ok := departmentDNs[mux.Vars(r)["dept"]]
	if !ok {
		http.Error(w, "unknown department", http.StatusNotFound)
		return
	}
	name := r.URL.Query().Get("name")
	if len(name) < 2 || len(name) > 64 {
		http.Error(w, "name must be 2-64 characters", http.StatusBadRequest)
		return
	}
	req := ldap.NewSearchRequest(baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 5, false, clinicianFilter(name), []string{"cn", "title", "pager"}, nil)
	res, err := d.Conn.Search(req)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	out := make([]Clinician, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Clinician{
			Name:  e.GetAttributeValue("cn"),
			Title: e.GetAttributeValue("title"),
			Pager: e.GetAttributeValue("pager"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
