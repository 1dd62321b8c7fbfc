// Authenticates users against the corporate LDAP directory for the internal portal.
package auth

import (
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
)

type DirectoryConfig struct {
	URL      string
	BaseDN   string
	BindDN   string
	BindPass string
}

func LoadDirectoryConfig() DirectoryConfig {
	return DirectoryConfig{
		URL:      os.Getenv("LDAP_URL"),
		BaseDN:   "ou=people,dc=corp,dc=example,dc=com",
		BindDN:   os.Getenv("LDAP_BIND_DN"),
		BindPass: os.Getenv("LDAP_BIND_PASSWORD"),
	}
}

func userFilter(username string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(uid=%s))", username)
}

func authenticate(cfg DirectoryConfig, username, password string) error {
	conn, err := ldap.DialURL(cfg.URL)
	if err != nil {
		return err
	}
	defer conn.Close()
	if err := conn.Bind(cfg.BindDN, cfg.BindPass); err != nil {
		return err
	}
	req := ldap.NewSearchRequest(cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		2, 10, false, userFilter(username), []string{"dn"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return err
	}
	if len(res.Entries) != 1 {
		return errors.New("user not found")
	}
	return conn.Bind(res.Entries[0].DN, password)
}

func LoginHandler(cfg DirectoryConfig) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user, pass := r.PostFormValue("username"), r.PostFormValue("password")
		if user == "" || pass == "" {
			http.Error(w, "missing credentials", http.StatusBadRequest)
			return
		}
		if err := authenticate(cfg, user, pass); err != nil {
			http.Error(w, "invalid credentials", http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
