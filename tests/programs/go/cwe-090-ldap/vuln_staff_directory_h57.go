// Telecom staff directory: finds field engineers in the corporate LDAP by team and name for the on-call rota.
package directory

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
)

type LDAPSettings struct {
	URL, BindDN, BindPassword, BaseDN string
}

func SettingsFromEnv() LDAPSettings {
	return LDAPSettings{
		URL:          os.Getenv("LDAP_URL"),
		BindDN:       os.Getenv("LDAP_BIND_DN"),
		BindPassword: os.Getenv("LDAP_BIND_PASSWORD"),
		BaseDN:       os.Getenv("LDAP_BASE_DN"),
	}
}

type Engineer struct {
	UID    string `json:"uid"`
	Name   string `json:"name"`
	Mobile string `json:"mobile"`
}

type DirectoryClient struct{ cfg LDAPSettings }

func NewDirectoryClient(cfg LDAPSettings) *DirectoryClient { return &DirectoryClient{cfg: cfg} }

func (d *DirectoryClient) FindEngineers(team, name string) ([]Engineer, error) {
	conn, err := ldap.DialURL(d.cfg.URL)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(d.cfg.BindDN, d.cfg.BindPassword); err != nil {
		return nil, err
	}
	filter := fmt.Sprintf("(&(objectClass=person)(departmentNumber=%s)(cn=*%s*))", team, name)
	req := ldap.NewSearchRequest(d.cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		50, 10, false, filter, []string{"uid", "cn", "mobile"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	out := make([]Engineer, 0, len(res.Entries))
	for _, e := range res.Entries {
		out = append(out, Engineer{UID: e.GetAttributeValue("uid"), Name: e.GetAttributeValue("cn"), Mobile: e.GetAttributeValue("mobile")})
	}
	return out, nil
}

type RotaController struct{ dir *DirectoryClient }

func (c *RotaController) Search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	engineers, err := c.dir.FindEngineers(q.Get("team"), q.Get("name"))
	if err != nil {
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(engineers)
}
