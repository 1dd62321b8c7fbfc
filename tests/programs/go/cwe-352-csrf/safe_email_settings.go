// Account settings pages, including the form that changes the login email address.
package settings

import (
	"html/template"
	"net/http"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var page = template.Must(template.New("settings").Parse(`<form method="POST" action="/settings/email">
{{ .Field }}
<input type="email" name="email" value="{{ .Email }}"><button>Save</button></form>`))

type UserStore interface {
	Email(userID string) string
	SetEmail(userID, email string) error
}

type App struct {
	Store    *sessions.CookieStore
	Users    UserStore
	CSRFAuth []byte
}

func (a *App) userID(r *http.Request) (string, bool) {
	s, err := a.Store.Get(r, "sid")
	if err != nil {
		return "", false
	}
	id, ok := s.Values["uid"].(string)
	return id, ok && id != ""
}

func (a *App) Router() http.Handler {
	a.Store.Options = &sessions.Options{Path: "/", MaxAge: 86400, Secure: true, HttpOnly: true, SameSite: http.SameSiteNoneMode}
	r := mux.NewRouter()
	r.HandleFunc("/settings", func(w http.ResponseWriter, req *http.Request) {
		uid, ok := a.userID(req)
		if !ok {
			http.Redirect(w, req, "/login", http.StatusFound)
			return
		}
		page.Execute(w, map[string]interface{}{"Field": csrf.TemplateField(req), "Email": a.Users.Email(uid)})
	}).Methods(http.MethodGet)
	r.HandleFunc("/settings/email", func(w http.ResponseWriter, req *http.Request) {
		uid, ok := a.userID(req)
		if !ok {
			http.Error(w, "login required", http.StatusUnauthorized)
			return
		}
		if err := a.Users.SetEmail(uid, req.PostFormValue("email")); err != nil {
			http.Error(w, "could not update email", http.StatusBadRequest)
			return
		}
		http.Redirect(w, req, "/settings", http.StatusSeeOther)
	}).Methods(http.MethodPost)
	return csrf.Protect(a.CSRFAuth, csrf.Secure(true), csrf.SameSite(csrf.SameSiteNoneMode))(r)
}
