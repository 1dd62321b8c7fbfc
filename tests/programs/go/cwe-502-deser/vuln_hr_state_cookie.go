// HR self-service portal helpers that keep the signed-in employee's session state in a browser cookie.
package selfservice

import (
	"bytes"
	"encoding/base64"
	"encoding/gob"
	"encoding/json"
	"net/http"
	"slices"
	"time"
)

const stateCookie = "hr_state"

type SessionState struct {
	EmployeeID string
	Roles      []string
	IssuedAt   time.Time
}

func (s *SessionState) HasRole(role string) bool {
	return slices.Contains(s.Roles, role)
}

func WriteState(w http.ResponseWriter, st SessionState) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(st); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{Name: stateCookie, Value: base64.URLEncoding.EncodeToString(buf.Bytes()),
		Path: "/", HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
	return nil
}

func ReadState(r *http.Request) (*SessionState, error) {
	c, err := r.Cookie(stateCookie)
	if err != nil {
		return nil, err
	}
	raw, err := base64.URLEncoding.DecodeString(c.Value)
	if err != nil {
		return nil, err
	}
	var st SessionState
	if err := gob.NewDecoder(bytes.NewReader(raw)).Decode(&st); err != nil {
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
