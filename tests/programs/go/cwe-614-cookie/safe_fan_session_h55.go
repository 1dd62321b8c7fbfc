// Session setup for a basketball league's fan club site, storing the signed-in member in a cookie session.
package fanclub

import (
	"encoding/base64"
	"errors"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const sessionName = "fanclub"

type SessionConfig struct {
	AuthKey, EncKey []byte
	Domain          string
}

func LoadSessionConfig() (SessionConfig, error) {
	auth, err1 := base64.StdEncoding.DecodeString(os.Getenv("FANCLUB_SESSION_AUTH_KEY"))
	enc, err2 := base64.StdEncoding.DecodeString(os.Getenv("FANCLUB_SESSION_ENC_KEY"))
	if err := errors.Join(err1, err2); err != nil || len(auth) != 64 || len(enc) != 32 {
		return SessionConfig{}, errors.New("fan club session keys missing or malformed")
	}
	return SessionConfig{AuthKey: auth, EncKey: enc, Domain: os.Getenv("FANCLUB_DOMAIN")}, nil
}

func NewSessionStore(cfg SessionConfig) *sessions.CookieStore {
	store := sessions.NewCookieStore(cfg.AuthKey, cfg.EncKey)
	store.Options = &sessions.Options{
		Path:     "/",
		Domain:   cfg.Domain,
		MaxAge:   7 * 24 * 3600,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	}
	return store
}

type MemberSessions struct{ Store sessions.Store }

func (m *MemberSessions) SignIn(w http.ResponseWriter, r *http.Request, memberID string, favouriteTeam string) error {
	sess, err := m.Store.Get(r, sessionName)
	if err != nil && sess == nil {
		return err
	}
	sess.Values["member_id"] = memberID
	sess.Values["team"] = favouriteTeam
	return sess.Save(r, w)
}

func (m *MemberSessions) MemberID(r *http.Request) (string, bool) {
	sess, err := m.Store.Get(r, sessionName)
	if err != nil {
		return "", false
	}
	id, ok := sess.Values["member_id"].(string)
	return id, ok && id != ""
}
