// Gorilla mux handlers for the account settings page where users change their email address.
package settings

import (
	"crypto/subtle"
	"net/http"
	"net/mail"

	"github.com/gorilla/mux"
)

type Session struct {
	UserID    string
	CSRFToken string
}

type SessionStore interface {
	Get(r *http.Request) (*Session, bool)
}

type UserRepo interface {
	UpdateEmail(userID, email string) error
}

type SettingsHandler struct {
	Sessions SessionStore
	Users    UserRepo
}

func csrfTokenOK(r *http.Request, sess *Session) bool {
	sent := r.PostFormValue("csrf_token")
	if sent == "" {
		sent = r.Header.Get("X-CSRF-Token")
	}
	if sent == "" || sess.CSRFToken == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(sent), []byte(sess.CSRFToken)) == 1
}

func (h *SettingsHandler) ChangeEmail(w http.ResponseWriter, r *http.Request) {
	sess, ok := h.Sessions.Get(r)
	if !ok {
		http.Redirect(w, r, "/login", http.StatusSeeOther)
		return
	}
	if !csrfTokenOK(r, sess) {
		http.Error(w, "invalid request token", http.StatusForbidden)
		return
	}
	addr, err := mail.ParseAddress(r.PostFormValue("email"))
	if err != nil {
		http.Error(w, "invalid email", http.StatusBadRequest)
		return
	}
	if err := h.Users.UpdateEmail(sess.UserID, addr.Address); err != nil {
		http.Error(w, "update failed", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/settings?updated=1", http.StatusSeeOther)
}

func (h *SettingsHandler) Routes(r *mux.Router) {
	r.HandleFunc("/settings/email", h.ChangeEmail).Methods(http.MethodPost)
}
