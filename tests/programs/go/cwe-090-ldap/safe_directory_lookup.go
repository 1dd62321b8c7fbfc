// HTTP handler that looks up a colleague's email and phone in the corporate LDAP directory.
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
)

type DirectoryClient struct {
	URL    string
	BaseDN string
	BindDN string
	BindPW string
}

func NewDirectoryClientFromEnv() *DirectoryClient {
	return &DirectoryClient{
		URL:    os.Getenv("LDAP_URL"),
		BaseDN: "ou=people,dc=corp,dc=example,dc=com",
		BindDN: os.Getenv("LDAP_BIND_DN"),
		BindPW: os.Getenv("LDAP_BIND_PASSWORD"),
	}
}

type Person struct {
	Name  string `json:"name"`
	Mail  string `json:"mail"`
	Phone string `json:"phone"`
}

func (d *DirectoryClient) Find(uid string) ([]Person, error) {
	conn, err := ldap.DialURL(d.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.BindDN, d.BindPW); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", ldap.EscapeFilter(uid))
	req := ldap.NewSearchRequest(d.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		20, 5, false, filter, []string{"cn", "mail", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	people := make([]Person, 0, len(res.Entries))
	for _, e := range res.Entries {
		people = append(people, Person{
			Name:  e.GetAttributeValue("cn"),
			Mail:  e.GetAttributeValue("mail"),
			Phone: e.GetAttributeValue("telephoneNumber"),
		})
	}
	return people, nil
}

func (d *DirectoryClient) LookupHandler(w http.ResponseWriter, r *http.Request) {
	people, err := d.Find(r.URL.Query().Get("uid"))
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(people)
}
