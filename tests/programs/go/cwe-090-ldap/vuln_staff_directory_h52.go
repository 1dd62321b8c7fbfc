// Government intranet endpoint that looks up staff contact details in the agency directory by surname.
package directory

import (
	"crypto/tls"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
)

type LDAPConfig struct {
	URL    string
	BaseDN string
	BindDN string
	BindPW string
}

func configFromEnv() LDAPConfig {
	return LDAPConfig{
		URL:    os.Getenv("DIRECTORY_URL"),
		BaseDN: "ou=staff,dc=agency,dc=gov",
		BindDN: os.Getenv("DIRECTORY_BIND_DN"),
		BindPW: os.Getenv("DIRECTORY_BIND_PW"),
	}
}

type Contact struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	Phone string `json:"phone"`
}

func searchStaff(cfg LDAPConfig, surname string) ([]Contact, error) {
	conn, err := ldap.DialURL(cfg.URL, ldap.DialWithTLSConfig(&tls.Config{MinVersion: tls.VersionTLS12}))
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(cfg.BindDN, cfg.BindPW); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=person)(employeeType=public)(sn=%s))", surname)
	req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"cn", "mail", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Contact, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Contact{e.GetAttributeValue("cn"), e.GetAttributeValue("mail"), e.GetAttributeValue("telephoneNumber")})
	}
	return out, nil
}

func StaffLookup(w http.ResponseWriter, r *http.Request) {
	contacts, err := searchStaff(configFromEnv(), r.URL.Query().Get("surname"))
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(contacts)
}
