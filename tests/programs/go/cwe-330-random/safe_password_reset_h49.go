// Issues password-reset tokens and e-mails the reset link to the account owner.
package reset

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/http"
	"time"
)

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type ResetService struct {
	DB      *sql.DB
	Mail    Mailer
	BaseURL string
}

func NewResetService(db *sql.DB, m Mailer, baseURL string) *ResetService {
	return &ResetService{DB: db, Mail: m, BaseURL: baseURL}
}

func (s *ResetService) newToken() (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

func (s *ResetService) RequestReset(w http.ResponseWriter, r *http.Request) {
	email := r.PostFormValue("email")
	var userID int64
	err := s.DB.QueryRowContext(r.Context(), "SELECT id FROM users WHERE email = $1", email).Scan(&userID)
	if err == nil {
		token, terr := s.newToken()
		if terr != nil {
			http.Error(w, "try again later", http.StatusServiceUnavailable)
			return
		}
		_, err = s.DB.ExecContext(r.Context(),
			"INSERT INTO password_resets (user_id, token, expires_at) VALUES ($1, $2, $3)",
			userID, token, time.Now().Add(30*time.Minute))
		if err == nil {
			link := s.BaseURL + "/reset?token=" + token
			s.Mail.Send(r.Context(), email, "Password reset", "Reset your password: "+link)
		}
	}
	w.WriteHeader(http.StatusAccepted)
}
