// Internal directory search for a recruiting agency: finds recruiters by office and name in LDAP.
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
)

type DirectoryConfig struct {
	URL, BaseDN, BindDN, BindPassword string
}

func LoadDirectoryConfig() DirectoryConfig {
	return DirectoryConfig{
		URL: os.Getenv("LDAP_URL"), BaseDN: os.Getenv("LDAP_BASE_DN"),
		BindDN: os.Getenv("LDAP_BIND_DN"), BindPassword: os.Getenv("LDAP_BIND_PASSWORD"),
	}
}

type RecruiterQuery struct{ Office, Name string }

type Recruiter struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

type RecruiterDirectory struct{ cfg DirectoryConfig }

func (d *RecruiterDirectory) buildFilter(q RecruiterQuery) string {
	office, name := ldap.EscapeFilter(q.Office), ldap.EscapeFilter(q.Name)
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(physicalDeliveryOfficeName=%s)(cn=*%s*))", office, name)
}

func (d *RecruiterDirectory) Search(q RecruiterQuery) ([]Recruiter, error) {
	conn, err := ldap.DialURL(d.cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.cfg.BindDN, d.cfg.BindPassword); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(d.cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, d.buildFilter(q), []string{"cn", "mail"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Recruiter, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Recruiter{Name: e.GetAttributeValue("cn"), Email: e.GetAttributeValue("mail")})
	}
	return out, nil
}

func (d *RecruiterDirectory) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := RecruiterQuery{Office: r.URL.Query().Get("office"), Name: r.URL.Query().Get("name")}
	list, err := d.Search(q)
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(list)
}
