// Issues the browser session cookie after a successful passwordless (magic link) sign-in.
package auth

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"time"
)

const sessionTTL = 8 * time.Hour

type SessionStore interface {
	Create(id, userID string, expires time.Time) error
}

type LinkVerifier interface {
	Consume(token string) (userID string, err error)
}

type MagicLink struct {
	Links    LinkVerifier
	Sessions SessionStore
}

func newSessionCookie(id string) *http.Cookie {
	return &http.Cookie{
		Name:     "session_id",
		Value:    id,
		Path:     "/",
		MaxAge:   int(sessionTTL.Seconds()),
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	}
}

func (m *MagicLink) Complete(w http.ResponseWriter, r *http.Request) {
	userID, err := m.Links.Consume(r.URL.Query().Get("token"))
	if err != nil {
		http.Error(w, "this link has expired", http.StatusUnauthorized)
		return
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		http.Error(w, "try again", http.StatusServiceUnavailable)
		return
	}
	id := base64.RawURLEncoding.EncodeToString(buf)
	if err := m.Sessions.Create(id, userID, time.Now().Add(sessionTTL)); err != nil {
		http.Error(w, "try again", http.StatusServiceUnavailable)
		return
	}
	http.SetCookie(w, newSessionCookie(id))
	http.Redirect(w, r, "/home", http.StatusSeeOther)
}
