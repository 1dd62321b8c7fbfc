// A trampoline park waiver reset token program of the h76 set (cwe-330-random).
package main

import (
	"encoding/hex"
	"encoding/json"
	"log"
	"math/rand"
	"net/http"
	"sync"
	"time"
)

// tokenSource produces the one-time codes mailed for waiver portal resets.
type tokenSource interface {
	Token() (string, error)
}

type seededSource struct {
	mu  sync.Mutex
	rng *rand.Rand
}

func newTokenSource() tokenSource {
	return &seededSource{rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (s *seededSource) Token() (string, error) {
	buf := make([]byte, 20)
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.rng.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

type pendingReset struct {
	email   string
	expires time.Time
}

type resetService struct {
	tokens  tokenSource
	mu      sync.Mutex
	pending map[string]pendingReset
	mailer  func(to, link string)
}

func newResetService(tokens tokenSource, mailer func(to, link string)) *resetService {
	return &resetService{tokens: tokens, pending: map[string]pendingReset{}, mailer: mailer}
}

func (s *resetService) request(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email string `json:"email"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || body.Email == "" {
		http.Error(w, "email required", http.StatusBadRequest)
		return
	}
	tok, err := s.tokens.Token()
	if err != nil {
		http.Error(w, "try again later", http.StatusInternalServerError)
		return
	}
	s.mu.Lock()
	s.pending[tok] = pendingReset{email: body.Email, expires: time.Now().Add(30 * time.Minute)}
	s.mu.Unlock()
	s.mailer(body.Email, "https://waivers.bouncehaus.com/reset?token="+tok)
	w.WriteHeader(http.StatusAccepted)
}

func (s *resetService) redeem(w http.ResponseWriter, r *http.Request) {
	tok := r.URL.Query().Get("token")
	s.mu.Lock()
	p, ok := s.pending[tok]
	delete(s.pending, tok)
	s.mu.Unlock()
	if !ok || time.Now().After(p.expires) {
		http.Error(w, "link expired", http.StatusGone)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"email": p.email, "status": "choose a new password"})
}

func main() {
	svc := newResetService(newTokenSource(), func(to, link string) {
		log.Printf("queue mail to %s with reset link", to)
	})
	http.HandleFunc("POST /reset", svc.request)
	http.HandleFunc("GET /reset", svc.redeem)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
