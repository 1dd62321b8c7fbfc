// Issues password-reset tokens and e-mails the reset link to the account owner.
package reset

import (
	"context"
	"database/sql"
	"encoding/hex"
	"math/rand"
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
	rng     *rand.Rand
}

func NewResetService(db *sql.DB, m Mailer, baseURL string) *ResetService {
	return &ResetService{DB: db, Mail: m, BaseURL: baseURL,
		rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (s *ResetService) newToken() string {
	buf := make([]byte, 32)
	s.rng.Read(buf)
	return hex.EncodeToString(buf)
}

func (s *ResetService) RequestReset(w http.ResponseWriter, r *http.Request) {
	email := r.PostFormValue("email")
	var userID int64
	err := s.DB.QueryRowContext(r.Context(), "SELECT id FROM users WHERE email = $1", email).Scan(&userID)
	if err == nil {
		token := s.newToken()
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
