// lawfirm staff directory (h58 set)
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

// ldapConfig is read once when the directory service starts.
type ldapConfig struct {
	URL      string
	BaseDN   string
	BindDN   string
	Password string
}

func configFromEnv() ldapConfig {
	return ldapConfig{
		URL:      os.Getenv("FIRM_LDAP_URL"),
		BaseDN:   os.Getenv("FIRM_LDAP_BASE_DN"),
		BindDN:   os.Getenv("FIRM_LDAP_BIND_DN"),
		Password: os.Getenv("FIRM_LDAP_BIND_PASSWORD"),
	}
}

type Person struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Practice string `json:"practice"`
	Phone    string `json:"phone"`
}

func toPerson(e *ldap.Entry) Person {
	return Person{
		Name:     e.GetAttributeValue("cn"),
		Email:    e.GetAttributeValue("mail"),
		Practice: e.GetAttributeValue("departmentNumber"),
		Phone:    e.GetAttributeValue("telephoneNumber"),
	}
}

// staffFilter finds fee earners in the given practice group whose name matches.
func staffFilter(name, practice string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(employeeType=fee-earner)(cn=*%s*)(departmentNumber=%s))",
		ldap.EscapeFilter(name), ldap.EscapeFilter(practice))
}

func search(cfg ldapConfig, filter string) ([]Person, error) {
	conn, err := ldap.DialURL(cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(cfg.BindDN, cfg.Password); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter, []string{"cn", "mail", "departmentNumber", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	people := make([]Person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, toPerson(e))
	}
	return people, nil
}

// NewHandler wires the directory lookup to the firm's LDAP server.
func NewHandler() http.HandlerFunc { return handler(configFromEnv()) }

// handler answers GET /directory?name=okafor&practice=litigation.
func handler(cfg ldapConfig) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimSpace(r.URL.Query().Get("name"))
		practice := strings.TrimSpace(r.URL.Query().Get("practice"))
		if name == "" || practice == "" {
			http.Error(w, "name and practice are required", http.StatusBadRequest)
			return
		}
		people, err := search(cfg, staffFilter(name, practice))
		if err != nil {
			http.Error(w, "directory unavailable", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(people)
	}
}
