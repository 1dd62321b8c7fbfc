// Cookie-backed session store for the account area, built on gorilla/sessions.
package account

import (
	"encoding/hex"
	"log"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const sessionName = "acct"

type Sessions struct {
	store *sessions.CookieStore
}

func mustKey(env string, size int) []byte {
	k, err := hex.DecodeString(os.Getenv(env))
	if err != nil || len(k) != size {
		log.Fatalf("%s must be %d hex-encoded bytes", env, size)
	}
	return k
}

func NewSessions() *Sessions {
	store := sessions.NewCookieStore(mustKey("SESSION_AUTH_KEY", 32), mustKey("SESSION_ENC_KEY", 32))
	store.Options = &sessions.Options{
		Path:     "/account",
		MaxAge:   60 * 60 * 24 * 7,
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteStrictMode,
	}
	return &Sessions{store: store}
}

func (s *Sessions) SignIn(w http.ResponseWriter, r *http.Request, userID string) error {
	sess, err := s.store.Get(r, sessionName)
	if err != nil {
		sess, _ = s.store.New(r, sessionName)
	}
	sess.Values["user_id"] = userID
	sess.Values["theme"] = r.FormValue("theme")
	return sess.Save(r, w)
}

func (s *Sessions) CurrentUser(r *http.Request) (string, bool) {
	sess, err := s.store.Get(r, sessionName)
	if err != nil {
		return "", false
	}
	id, ok := sess.Values["user_id"].(string)
	return id, ok && id != ""
}

func (s *Sessions) SignOut(w http.ResponseWriter, r *http.Request) error {
	sess, _ := s.store.Get(r, sessionName)
	sess.Options.MaxAge = -1
	return sess.Save(r, w)
}
