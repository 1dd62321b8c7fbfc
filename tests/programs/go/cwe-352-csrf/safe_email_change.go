// Account settings routes for changing the login email, protected by gorilla/csrf.
package settings

import (
	"html/template"
	"net/http"
	"net/mail"

	"github.com/gorilla/csrf"
	"github.com/gorilla/mux"
)

var emailForm = template.Must(template.New("email").Parse(`<form method="POST" action="/account/email">
{{.CSRF}}<input type="email" name="email" value="{{.Current}}"><button>Save</button></form>`))

type Accounts interface {
	CurrentUser(r *http.Request) (id, email string, ok bool)
	UpdateEmail(id, email string) error
}

type EmailSettings struct {
	Accounts Accounts
}

func (s *EmailSettings) show(w http.ResponseWriter, r *http.Request) {
	_, current, ok := s.Accounts.CurrentUser(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	emailForm.Execute(w, map[string]interface{}{"CSRF": csrf.TemplateField(r), "Current": current})
}

func (s *EmailSettings) update(w http.ResponseWriter, r *http.Request) {
	id, _, ok := s.Accounts.CurrentUser(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	addr, err := mail.ParseAddress(r.FormValue("email"))
	if err != nil {
		http.Error(w, "invalid email", http.StatusBadRequest)
		return
	}
	if err := s.Accounts.UpdateEmail(id, addr.Address); err != nil {
		http.Error(w, "update failed", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/account?updated=email", http.StatusSeeOther)
}

func (s *EmailSettings) Router(authKey []byte) http.Handler {
	r := mux.NewRouter()
	r.HandleFunc("/account/email/edit", s.show).Methods(http.MethodGet)
	r.HandleFunc("/account/email", s.update).Methods(http.MethodPost)
	return csrf.Protect(authKey, csrf.Secure(true), csrf.SameSite(csrf.SameSiteLaxMode))(r)
}
