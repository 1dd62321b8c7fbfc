// Patron account pages for viewing and cancelling book holds in the library catalogue.
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"html/template"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

var store = sessions.NewCookieStore([]byte(os.Getenv("CATALOGUE_SESSION_KEY")))

var holdsPage = template.Must(template.New("holds").Parse(`<form method="post" action="/holds/cancel">
<input type="hidden" name="csrf_token" value="{{.Token}}">
{{range .Holds}}<label><input type="radio" name="hold_id" value="{{.}}">{{.}}</label>{{end}}
<button>Cancel hold</button></form>`))

type patronHandler func(w http.ResponseWriter, r *http.Request, s *sessions.Session, patron string)

func withPatron(next patronHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s, _ := store.Get(r, "catalogue")
		patron, ok := s.Values["patron"].(string)
		if !ok {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return
		}
		next(w, r, s, patron)
	}
}

func showHolds(holds func(string) []string) patronHandler {
	return func(w http.ResponseWriter, r *http.Request, s *sessions.Session, patron string) {
		b := make([]byte, 32)
		rand.Read(b)
		s.Values["csrf"] = base64.RawURLEncoding.EncodeToString(b)
		s.Save(r, w)
		holdsPage.Execute(w, map[string]any{"Token": s.Values["csrf"], "Holds": holds(patron)})
	}
}

func cancelHold(cancel func(patron, holdID string) error) patronHandler {
	return func(w http.ResponseWriter, r *http.Request, s *sessions.Session, patron string) {
		expected, _ := s.Values["csrf"].(string)
		sent := r.PostFormValue("csrf_token")
		if r.Method != http.MethodPost || expected == "" ||
			subtle.ConstantTimeCompare([]byte(sent), []byte(expected)) != 1 {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		if err := cancel(patron, r.PostFormValue("hold_id")); err != nil {
			http.Error(w, "could not cancel hold", http.StatusBadRequest)
			return
		}
		http.Redirect(w, r, "/holds", http.StatusSeeOther)
	}
}

func main() {
	store.Options = &sessions.Options{Path: "/", MaxAge: 3600, Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode}
	holds := map[string][]string{"P-10077": {"H-5521 The Left Hand of Darkness", "H-5530 Middlemarch"}}
	http.Handle("/holds", withPatron(showHolds(func(p string) []string { return holds[p] })))
	http.Handle("/holds/cancel", withPatron(cancelHold(func(p, id string) error { return nil })))
	http.ListenAndServeTLS(":8443", "/etc/catalogue/tls.crt", "/etc/catalogue/tls.key", nil)
}
