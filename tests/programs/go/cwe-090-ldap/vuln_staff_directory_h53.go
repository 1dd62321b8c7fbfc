// On-call engineer lookup for the network operations center, backed by the corporate LDAP.
package directory

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap/v3"
)

type LDAPConfig struct{ URL, BindDN, BindPassword, BaseDN string }

func configFromEnv() LDAPConfig {
	return LDAPConfig{URL: os.Getenv("LDAP_URL"), BindDN: os.Getenv("LDAP_BIND_DN"),
		BindPassword: os.Getenv("LDAP_BIND_PASSWORD"), BaseDN: os.Getenv("LDAP_BASE_DN")}
}

type Engineer struct{ UID, Name, Phone string }

type DirectoryClient struct{ cfg LDAPConfig }

func (c *DirectoryClient) search(filter string) ([]Engineer, error) {
	conn, err := ldap.DialURL(c.cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(c.cfg.BindDN, c.cfg.BindPassword); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(c.cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 50, 10, false,
		filter, []string{"uid", "cn", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Engineer, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Engineer{e.GetAttributeValue("uid"), e.GetAttributeValue("cn"), e.GetAttributeValue("telephoneNumber")})
	}
	return out, nil
}

type DirectoryService struct{ client *DirectoryClient }

func (s *DirectoryService) OnCall(team string) ([]Engineer, error) {
	if team == "" || strings.Contains(team, "*") {
		return nil, errors.New("a specific team is required")
	}
	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=%s)(onCall=TRUE))", team)
	return s.client.search(filter)
}

func OnCallHandler(w http.ResponseWriter, r *http.Request) {
	svc := &DirectoryService{client: &DirectoryClient{cfg: configFromEnv()}}
	people, err := svc.OnCall(r.URL.Query().Get("team"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	json.NewEncoder(w).Encode(people)
}
