// A cask transfer console program of the h68 set (cwe-352-csrf).
// distilleries: cask owners transfer ownership of a maturing cask to another registered buyer from their account page
package main

import (
	"cmp"
	"context"
	"crypto/rand"
	"html/template"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

type owner struct {
	ID, Name string
	pinHash  []byte
}

type registry struct {
	mu       sync.Mutex
	casks    map[string]string // cask id -> owner id
	accounts map[string]owner
	sessions map[string]owner
}

type ctxKey struct{}

func (reg *registry) login(w http.ResponseWriter, r *http.Request) {
	id, pin := r.PostFormValue("buyer"), r.PostFormValue("pin")
	reg.mu.Lock()
	defer reg.mu.Unlock()
	o, ok := reg.accounts[id]
	if !ok || bcrypt.CompareHashAndPassword(o.pinHash, []byte(pin)) != nil {
		http.Error(w, "unknown buyer or wrong PIN", http.StatusUnauthorized)
		return
	}
	tok := rand.Text()
	reg.sessions[tok] = o
	// SameSite=None: the console is framed inside the bonded-warehouse partner portal
	http.SetCookie(w, &http.Cookie{Name: "cask_session", Value: tok, Path: "/", MaxAge: 3600,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode})
	http.Redirect(w, r, "/casks", http.StatusSeeOther)
}

func (reg *registry) withSession(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie("cask_session")
		if err != nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		reg.mu.Lock()
		o, ok := reg.sessions[c.Value]
		reg.mu.Unlock()
		if !ok {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		next(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, o)))
	}
}

var page = template.Must(template.New("cask").Parse(`<h1>Cask {{.ID}}</h1>
<form method="post" action="/casks/{{.ID}}/transfer">
  <label>Transfer to buyer number <input name="buyer" required></label>
  <button>Transfer ownership</button>
</form>`))

func (reg *registry) show(w http.ResponseWriter, r *http.Request) {
	page.Execute(w, map[string]string{"ID": r.PathValue("id")})
}

func (reg *registry) transfer(w http.ResponseWriter, r *http.Request) {
	me := r.Context().Value(ctxKey{}).(owner)
	id := r.PathValue("id")
	buyer := strings.TrimSpace(r.PostFormValue("buyer"))
	if buyer == "" {
		http.Error(w, "buyer number required", http.StatusBadRequest)
		return
	}
	reg.mu.Lock()
	defer reg.mu.Unlock()
	if reg.casks[id] != me.ID {
		http.Error(w, "not your cask", http.StatusForbidden)
		return
	}
	reg.casks[id] = buyer
	slog.Info("cask transferred", "cask", id, "from", me.ID, "to", buyer)
	http.Redirect(w, r, "/casks", http.StatusSeeOther)
}

func (reg *registry) list(w http.ResponseWriter, r *http.Request) {
	me := r.Context().Value(ctxKey{}).(owner)
	reg.mu.Lock()
	defer reg.mu.Unlock()
	for id, o := range reg.casks {
		if o == me.ID {
			template.HTMLEscape(w, []byte(id+"\n"))
		}
	}
}

func routes(reg *registry) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", reg.login)
	mux.HandleFunc("GET /casks", reg.withSession(reg.list))
	mux.HandleFunc("GET /casks/{id}", reg.withSession(reg.show))
	mux.HandleFunc("POST /casks/{id}/transfer", reg.withSession(reg.transfer))
	return mux
}

// loadAccounts reads "buyer:name:bcrypt-hash" lines.
func loadAccounts(path string) map[string]owner {
	out := map[string]owner{}
	data, err := os.ReadFile(cmp.Or(path, "/etc/caskconsole/accounts"))
	if err != nil {
		slog.Warn("no accounts file", "err", err)
		return out
	}
	for line := range strings.Lines(string(data)) {
		if id, rest, ok := strings.Cut(strings.TrimSpace(line), ":"); ok {
			name, hash, _ := strings.Cut(rest, ":")
			out[id] = owner{ID: id, Name: name, pinHash: []byte(hash)}
		}
	}
	return out
}

func main() {
	reg := &registry{
		casks:    map[string]string{"SPEY-2016-118": "B-20417", "SPEY-2018-042": "B-20417"},
		accounts: loadAccounts(os.Getenv("CASK_ACCOUNTS")),
		sessions: map[string]owner{},
	}
	cop := http.NewCrossOriginProtection()
	if err := cop.AddTrustedOrigin("https://portal.bondedwarehouse-partners.co.uk"); err != nil {
		slog.Error("trusted origin", "err", err)
		os.Exit(1)
	}
	handler := cop.Handler(routes(reg))

	addr := cmp.Or(os.Getenv("CONSOLE_ADDR"), ":8443")
	slog.Info("cask console", "addr", addr)
	err := http.ListenAndServeTLS(addr, "/etc/caskconsole/tls.crt", "/etc/caskconsole/tls.key", handler)
	slog.Error("console stopped", "err", err)
}
