// A watch roster program of the h67 set (cwe-090-ldap).
// lighthouse keepers: look up which keepers are rostered to a station's watches
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/go-ldap/ldap/v3"
	validation "github.com/go-ozzo/ozzo-validation/v4"
)

type RosterQuery struct {
	Station string
	Watch   string
}

func (q RosterQuery) Validate() error {
	return validation.ValidateStruct(&q,
		validation.Field(&q.Station, validation.Required, validation.Length(2, 64)),
		validation.Field(&q.Watch, validation.Required,
			validation.In("first", "middle", "morning", "forenoon", "afternoon", "dog")),
	)
}

type Keeper struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Station string `json:"station"`
	Watch   string `json:"watch"`
}

type DirectoryConfig struct {
	URL          string
	BindDN       string
	BindPassword string
	BaseDN       string
}

type KeeperDirectory struct {
	cfg DirectoryConfig
}

func NewKeeperDirectory(cfg DirectoryConfig) *KeeperDirectory {
	return &KeeperDirectory{cfg: cfg}
}

func (d *KeeperDirectory) Rostered(station, watch string) ([]Keeper, error) {
	conn, err := ldap.DialURL(d.cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("dial directory: %w", err)
	}
	defer conn.Close()

	if err := conn.Bind(d.cfg.BindDN, d.cfg.BindPassword); err != nil {
		return nil, fmt.Errorf("bind: %w", err)
	}

	filter := fmt.Sprintf("(&(objectClass=lighthouseKeeper)(station=%s)(watch=%s))",
		ldap.EscapeFilter(station), ldap.EscapeFilter(watch))
	req := ldap.NewSearchRequest(d.cfg.BaseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases,
		200, 10, false, filter, []string{"cn", "mail", "station", "watch"}, nil)

	res, err := conn.Search(req)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	keepers := make([]Keeper, 0, len(res.Entries))
	for _, e := range res.Entries {
		keepers = append(keepers, Keeper{
			Name:    e.GetAttributeValue("cn"),
			Email:   e.GetAttributeValue("mail"),
			Station: e.GetAttributeValue("station"),
			Watch:   e.GetAttributeValue("watch"),
		})
	}
	return keepers, nil
}

type RosterHandler struct {
	dir *KeeperDirectory
}

func (h *RosterHandler) Get(w http.ResponseWriter, r *http.Request) {
	q := RosterQuery{Station: r.URL.Query().Get("station"), Watch: r.URL.Query().Get("watch")}
	if err := q.Validate(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	keepers, err := h.dir.Rostered(q.Station, q.Watch)
	if err != nil {
		log.Printf("roster lookup: %v", err)
		http.Error(w, "directory unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(keepers)
}

func main() {
	dir := NewKeeperDirectory(DirectoryConfig{
		URL:          "ldaps://directory.lightsboard.example:636",
		BindDN:       "cn=roster-svc,ou=services,dc=lightsboard,dc=example",
		BindPassword: os.Getenv("ROSTER_BIND_PASSWORD"),
		BaseDN:       "ou=keepers,dc=lightsboard,dc=example",
	})

	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	h := &RosterHandler{dir: dir}
	r.Get("/roster", h.Get)

	log.Fatal(http.ListenAndServe(":8089", r))
}
