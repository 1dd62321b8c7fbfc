// Password reset flow that issues a one-time reset token and emails a link.
package main

import (
	"crypto/rand"
	"encoding/base64"
	"log"
	"net/http"
	"sync"

	"github.com/go-chi/chi/v5"
)

type resetService struct {
	mu     sync.Mutex
	tokens map[string]string
	send   func(to, link string) error
}

func newResetToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *resetService) requestReset(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	token, err := newResetToken()
	if err != nil {
		http.Error(w, "try again later", http.StatusInternalServerError)
		return
	}
	s.mu.Lock()
	s.tokens[token] = email
	s.mu.Unlock()
	if err := s.send(email, "https://accounts.example.com/reset/"+token); err != nil {
		log.Printf("reset mail to %s failed: %v", email, err)
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	svc := &resetService{
		tokens: map[string]string{},
		send: func(to, link string) error {
			log.Printf("queued reset email for %s", to)
			return nil
		},
	}
	r := chi.NewRouter()
	r.Post("/password/reset", svc.requestReset)
	log.Fatal(http.ListenAndServe(":8107", r))
}
