// A restaurant reset program of the h69 set (cwe-330-random).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"math/rand"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

type pendingReset struct {
	Email   string
	Expires time.Time
}

type resetService struct {
	pending sync.Map // token -> pendingReset
	rng     *rand.Rand
	mu      sync.Mutex
	mailer  func(to, subject, body string) error
}

func newResetService(mailer func(to, subject, body string) error) *resetService {
	return &resetService{
		rng:    rand.New(rand.NewSource(time.Now().UnixNano())),
		mailer: mailer,
	}
}

const tokenAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

func (s *resetService) newToken() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for i := 0; i < 24; i++ {
		b.WriteByte(tokenAlphabet[s.rng.Intn(len(tokenAlphabet))])
	}
	return b.String()
}

func (s *resetService) request(w http.ResponseWriter, r *http.Request) {
	email := strings.ToLower(strings.TrimSpace(r.FormValue("email")))
	if email != "" {
		tok := s.newToken()
		s.pending.Store(tok, pendingReset{Email: email, Expires: time.Now().Add(30 * time.Minute)})
		link := fmt.Sprintf("https://orders.burgundy-escargot.fr/reset/%s", tok)
		if err := s.mailer(email, "Reset your password", "Follow this link within 30 minutes: "+link); err != nil {
			log.Printf("reset mail to %s: %v", email, err)
		}
	}
	// same answer whether or not the account exists
	w.WriteHeader(http.StatusAccepted)
}

func (s *resetService) complete(w http.ResponseWriter, r *http.Request) {
	tok := chi.URLParam(r, "token")
	v, ok := s.pending.LoadAndDelete(tok)
	if !ok || time.Now().After(v.(pendingReset).Expires) {
		http.Error(w, "link expired", http.StatusGone)
		return
	}
	var body struct {
		Password string `json:"password"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || len(body.Password) < 10 {
		http.Error(w, "password too short", http.StatusBadRequest)
		return
	}
	log.Printf("password updated for %s", v.(pendingReset).Email)
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	svc := newResetService(func(to, subject, body string) error {
		log.Printf("mail to=%s subject=%q", to, subject)
		return nil
	})
	r := chi.NewRouter()
	r.Post("/account/reset", svc.request)
	r.Post("/account/reset/{token}", svc.complete)
	log.Fatal(http.ListenAndServe(":8020", r))
}
