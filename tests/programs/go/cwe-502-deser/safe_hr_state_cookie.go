// HR self-service portal helpers that keep the signed-in employee's session state in a browser cookie.
package selfservice

import (
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/gorilla/securecookie"
)

const stateCookie = "hr_state"

var codec = securecookie.New([]byte(os.Getenv("HR_COOKIE_HASH_KEY")), []byte(os.Getenv("HR_COOKIE_BLOCK_KEY")))

type SessionState struct {
	EmployeeID string
	Roles      []string
	IssuedAt   time.Time
}

func (s *SessionState) HasRole(role string) bool {
	return slices.Contains(s.Roles, role)
}

func WriteState(w http.ResponseWriter, st SessionState) error {
	encoded, err := codec.Encode(stateCookie, st)
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: stateCookie, Value: encoded,
		Path: "/", HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
	return nil
}

func ReadState(r *http.Request) (*SessionState, error) {
	c, err := r.Cookie(stateCookie)
	if err != nil {
		return nil, err
	}
	var st SessionState
	if err := codec.Decode(stateCookie, c.Value, &st); err != nil {
		return nil, err
	}
	return &st, nil
}

func SalaryBandsHandler(bands func() (map[string][2]int, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		st, err := ReadState(r)
		if err != nil || !st.HasRole("compensation_admin") {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		data, err := bands()
		if err != nil {
			http.Error(w, "unavailable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(data)
	}
}
