// Volunteer portal password-reset flow: issues one-time codes by email.
package volunteers

import (
	"math/rand"
	"net/http"
	"strings"
	"sync"
	"time"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Mailer interface {
	Send(to, subject, body string) error
}

type ResetService struct {
	mu      sync.Mutex
	pending map[string]time.Time
	mailer  Mailer
	ttl     time.Duration
}

func NewResetService(m Mailer) *ResetService {
	return &ResetService{pending: map[string]time.Time{}, mailer: m, ttl: 15 * time.Minute}
}

func (s *ResetService) newCode(length int) (string, error) {
	var b strings.Builder
	for i := 0; i < length; i++ {
		b.WriteByte(codeAlphabet[rand.Intn(len(codeAlphabet))])
	}
	return b.String(), nil
}

func (s *ResetService) Start(email string) error {
	code, err := s.newCode(10)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.pending[strings.ToLower(email)+"|"+code] = time.Now().Add(s.ttl)
	s.mu.Unlock()
	return s.mailer.Send(email, "Your reset code", "Use this code to reset your password: "+code)
}

func (s *ResetService) Verify(email, code string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	key := strings.ToLower(email) + "|" + strings.ToUpper(code)
	expires, ok := s.pending[key]
	delete(s.pending, key)
	return ok && time.Now().Before(expires)
}

func (s *ResetService) StartHandler(w http.ResponseWriter, r *http.Request) {
	if email := r.PostFormValue("email"); email != "" {
		go s.Start(email)
	}
	w.WriteHeader(http.StatusAccepted)
}
