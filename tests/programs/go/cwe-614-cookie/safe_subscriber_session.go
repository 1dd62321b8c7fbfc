// Streaming service login flow that stores the subscriber's identity in a cookie-backed session.
package subscriber

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const sessionName = "stream_session"

func newStore() *sessions.CookieStore {
	store := sessions.NewCookieStore(
		[]byte(os.Getenv("SESSION_AUTH_KEY")),
		[]byte(os.Getenv("SESSION_ENC_KEY")),
	)
	store.Options = &sessions.Options{
		Path:     "/",
		Domain:   "watch.example-stream.tv",
		MaxAge:   7 * 24 * 3600,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	}
	return store
}

type Accounts interface {
	Login(email, password string) (subscriberID string, plan string, err error)
}

type SessionHandlers struct {
	Store    *sessions.CookieStore
	Accounts Accounts
}

func NewSessionHandlers(a Accounts) *SessionHandlers {
	return &SessionHandlers{Store: newStore(), Accounts: a}
}

func (h *SessionHandlers) Login(w http.ResponseWriter, r *http.Request) {
	id, plan, err := h.Accounts.Login(r.PostFormValue("email"), r.PostFormValue("password"))
	if err != nil {
		http.Error(w, "invalid email or password", http.StatusUnauthorized)
		return
	}
	session, _ := h.Store.Get(r, sessionName)
	session.Values["subscriber_id"] = id
	session.Values["plan"] = plan
	if err := session.Save(r, w); err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/browse", http.StatusSeeOther)
}

func (h *SessionHandlers) Logout(w http.ResponseWriter, r *http.Request) {
	session, _ := h.Store.Get(r, sessionName)
	session.Options.MaxAge = -1
	session.Save(r, w)
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
