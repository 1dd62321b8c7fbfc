// Signs a food-bank volunteer in and issues the encoded session cookie used by the shift planner.
package shifts

import (
	"net/http"
	"os"
	"time"

	"github.com/gorilla/securecookie"
)

type VolunteerSession struct {
	VolunteerID int64
	Site        string
	IssuedAt    time.Time
}

type SessionIssuer struct {
	codec        *securecookie.SecureCookie
	Authenticate func(email, password string) (int64, string, error)
}

func NewSessionIssuer(auth func(string, string) (int64, string, error)) *SessionIssuer {
	codec := securecookie.New([]byte(os.Getenv("SHIFT_HASH_KEY")), []byte(os.Getenv("SHIFT_BLOCK_KEY")))
	codec.MaxAge(12 * 3600)
	return &SessionIssuer{codec: codec, Authenticate: auth}
}

func (s *SessionIssuer) sessionCookie(value string) *http.Cookie {
	return &http.Cookie{
		Name:     "shift_session",
		Value:    value,
		Path:     "/",
		MaxAge:   12 * 3600,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	}
}

func (s *SessionIssuer) Login(w http.ResponseWriter, r *http.Request) {
	id, site, err := s.Authenticate(r.PostFormValue("email"), r.PostFormValue("password"))
	if err != nil {
		http.Error(w, "email or password incorrect", http.StatusUnauthorized)
		return
	}
	encoded, err := s.codec.Encode("shift_session", VolunteerSession{VolunteerID: id, Site: site, IssuedAt: time.Now()})
	if err != nil {
		http.Error(w, "could not start session", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, s.sessionCookie(encoded))
	http.Redirect(w, r, "/shifts", http.StatusSeeOther)
}
