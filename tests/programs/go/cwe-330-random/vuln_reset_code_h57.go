// Charity donor portal: issues password-reset links and redeems them when the donor follows the emailed link.
package recovery

import (
	"encoding/hex"
	"fmt"
	"math/rand"
	"net/http"
	"sync"
	"time"
)

type TokenGenerator interface {
	NewToken() (string, error)
}

type seededGenerator struct {
	mu  sync.Mutex
	rng *rand.Rand
}

func NewTokenGenerator() TokenGenerator {
	return &seededGenerator{rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (g *seededGenerator) NewToken() (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	buf := make([]byte, 24)
	if _, err := g.rng.Read(buf); err != nil {
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
