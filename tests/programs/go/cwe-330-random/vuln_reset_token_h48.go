// Issues password-reset links and emails them to account owners.
package recovery

import (
	"log"
	"math/rand"
	"net/http"
	"strings"
	"time"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

type ResetStore interface {
	SaveResetToken(email, token string, expires time.Time) error
}

type Mailer interface {
	Send(to, subject, body string) error
}

type ResetService struct {
	Store   ResetStore
	Mail    Mailer
	BaseURL string
}

func init() {
	rand.Seed(time.Now().UnixNano())
}

func NewResetService(store ResetStore, mail Mailer, base string) *ResetService {
	return &ResetService{Store: store, Mail: mail, BaseURL: base}
}

func (s *ResetService) newToken(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(tokenAlphabet[rand.Intn(len(tokenAlphabet))])
	}
	return b.String()
}

func (s *ResetService) HandleRequest(w http.ResponseWriter, r *http.Request) {
	email := strings.TrimSpace(r.FormValue("email"))
	if email == "" {
		http.Error(w, "email required", http.StatusBadRequest)
		return
	}
	token := s.newToken(32)
	if err := s.Store.SaveResetToken(email, token, time.Now().Add(30*time.Minute)); err != nil {
		log.Printf("reset token not stored: %v", err)
	} else {
		link := s.BaseURL + "/reset?token=" + token
		go func() {
			if err := s.Mail.Send(email, "Reset your password", "Use this link: "+link); err != nil {
				log.Printf("reset mail to %s failed: %v", email, err)
			}
		}()
	}
	w.WriteHeader(http.StatusAccepted)
}
