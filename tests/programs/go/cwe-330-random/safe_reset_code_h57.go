// Charity donor portal: issues password-reset links and redeems them when the donor follows the emailed link.
package recovery

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"time"
)

type TokenGenerator interface {
	NewToken() (string, error)
}

type cryptoGenerator struct{}

func NewTokenGenerator() TokenGenerator {
	return cryptoGenerator{}
}

func (cryptoGenerator) NewToken() (string, error) {
	buf := make([]byte, 24)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

type ResetStore interface {
	Put(token, donorID string, ttl time.Duration) error
}

type Mailer interface {
	Send(to, subject, body string) error
}

type ResetService struct {
	tokens TokenGenerator
	store  ResetStore
	mail   Mailer
	base   string
}

func (s *ResetService) Start(donorID, email string) error {
	tok, err := s.tokens.NewToken()
	if err != nil {
		return err
	}
	if err := s.store.Put(tok, donorID, 30*time.Minute); err != nil {
		return fmt.Errorf("could not store reset token: %w", err)
	}
	return s.mail.Send(email, "Reset your donor account password", fmt.Sprintf("%s/reset?token=%s", s.base, tok))
}

func ForgotPasswordHandler(svc *ResetService, lookupDonor func(email string) (string, bool)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if id, ok := lookupDonor(r.PostFormValue("email")); ok {
			_ = svc.Start(id, r.PostFormValue("email"))
		}
		w.WriteHeader(http.StatusAccepted)
	}
}
