// gorilla/mux routes for the account settings page where signed-in users change their e-mail address.
package settings

import (
	"html/template"
	"net/http"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
	"github.com/gorilla/sessions"
)

var page = template.Must(template.New("settings").Parse(`<form method="POST" action="/settings/email">
  {{.CSRFField}}
  <input type="email" name="email" value="{{.Email}}">
  <button type="submit">Save</button>
</form>`))

type Users interface {
	Email(userID int64) (string, error)
	UpdateEmail(userID int64, email string) error
}

type SettingsApp struct {
	Store   *sessions.CookieStore
	Users   Users
	CSRFKey []byte
}

func (a *SettingsApp) currentUser(r *http.Request) (int64, bool) {
	sess, err := a.Store.Get(r, "account")
	if err != nil {
		return 0, false
	}
	id, ok := sess.Values["user_id"].(int64)
	return id, ok
}

func (a *SettingsApp) showForm(w http.ResponseWriter, r *http.Request) {
	uid, ok := a.currentUser(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusFound)
		return
	}
	email, _ := a.Users.Email(uid)
	page.Execute(w, map[string]interface{}{"Email": email, "CSRFField": csrf.TemplateField(r)})
}

func (a *SettingsApp) updateEmail(w http.ResponseWriter, r *http.Request) {
	uid, ok := a.currentUser(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	if err := a.Users.UpdateEmail(uid, r.PostFormValue("email")); err != nil {
		http.Error(w, "could not update e-mail", http.StatusBadRequest)
		return
	}
	http.Redirect(w, r, "/settings", http.StatusSeeOther)
}

func (a *SettingsApp) Router() http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/settings", a.showForm).Methods(http.MethodGet)
	r.HandleFunc("/settings/email", a.updateEmail).Methods(http.MethodPost)
	protect := csrf.Protect(a.CSRFKey, csrf.Secure(true), csrf.Path("/"))
	return protect(r)
}
