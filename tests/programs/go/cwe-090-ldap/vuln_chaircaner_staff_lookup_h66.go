// A chaircaner staff lookup program of the h66 set (cwe-090-ldap).
package main

import (
	"crypto/tls"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/go-ldap/ldap"
)

// The guild keeps its register of caners, their skills (rush, cane,
// Danish cord, seagrass) and the workshops they belong to in the same
// directory the guild website uses for logins.

var dirConfig = map[string]string{
	"host":   "ldap.caners-guild.org.uk",
	"port":   "636",
	"baseDN": "ou=members,dc=caners-guild,dc=org,dc=uk",
}

type caner struct {
	UID      string   `json:"uid"`
	Name     string   `json:"name"`
	Workshop string   `json:"workshop"`
	Skills   []string `json:"skills"`
}

func openDirectory() (*ldap.Conn, error) {
	addr := dirConfig["host"] + ":" + dirConfig["port"]
	conn, err := ldap.DialTLS("tcp", addr, &tls.Config{ServerName: dirConfig["host"], MinVersion: tls.VersionTLS12})
	if err != nil {
		return nil, err
	}
	if err := conn.Bind(os.Getenv("GUILD_LDAP_BIND_DN"), os.Getenv("GUILD_LDAP_BIND_PW")); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

func lookupHandler(w http.ResponseWriter, r *http.Request) {
	uid := strings.TrimSpace(r.URL.Query().Get("uid"))
	if uid == "" {
		http.Error(w, "uid required", http.StatusBadRequest)
		return
	}

	conn, err := openDirectory()
	if err != nil {
		log.Printf("directory: %v", err)
		http.Error(w, "directory unavailable", http.StatusServiceUnavailable)
		return
	}
	defer conn.Close()

	filter := "(&(objectClass=inetOrgPerson)(memberStatus=public)(uid=" + uid + "))"
	req := ldap.NewSearchRequest(
		dirConfig["baseDN"],
		ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 25, 10, false,
		filter,
		[]string{"uid", "cn", "o", "caningSkill"},
		nil,
	)
	res, err := conn.Search(req)
	if err != nil {
		log.Printf("search %q: %v", filter, err)
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}

	out := []caner{}
	for _, e := range res.Entries {
		out = append(out, caner{
			UID:      e.GetAttributeValue("uid"),
			Name:     e.GetAttributeValue("cn"),
			Workshop: e.GetAttributeValue("o"),
			Skills:   e.GetAttributeValues("caningSkill"),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	http.HandleFunc("/register/caner", lookupHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("GUILD_TLS_CERT"), os.Getenv("GUILD_TLS_KEY"), nil))
}
