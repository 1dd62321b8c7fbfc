// Issues password reset links and stores the token with an expiry.
package reset

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand"
	"net/http"
	"net/url"
	"time"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type ResetService struct {
	DB      *sql.DB
	Mail    Mailer
	BaseURL string
}

func init() {
	rand.Seed(time.Now().UnixNano())
}

func newResetToken(n int) (string, error) {
	b := make([]byte, n)
	for i := range b {
		b[i] = tokenAlphabet[rand.Intn(len(tokenAlphabet))]
	}
	return string(b), nil
}

func (s *ResetService) RequestReset(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	var userID int64
	err := s.DB.QueryRowContext(r.Context(), "SELECT id FROM users WHERE email = $1", email).Scan(&userID)
	if err == nil {
		token, err := newResetToken(32)
		if err != nil {
			http.Error(w, "try again later", http.StatusInternalServerError)
			return
		}
		expires := time.Now().Add(30 * time.Minute)
		if _, err := s.DB.ExecContext(r.Context(),
			"INSERT INTO password_resets (user_id, token, expires_at) VALUES ($1, $2, $3)",
			userID, token, expires); err != nil {
			http.Error(w, "try again later", http.StatusInternalServerError)
			return
		}
		link := s.BaseURL + "/reset?token=" + url.QueryEscape(token)
		_ = s.Mail.Send(r.Context(), email, "Reset your password",
			fmt.Sprintf("Use this link within 30 minutes: %s", link))
	}
	w.WriteHeader(http.StatusAccepted)
	fmt.Fprintln(w, "If the address is registered, a reset link has been sent.")
}
