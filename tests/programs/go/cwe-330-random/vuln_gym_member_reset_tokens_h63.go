// A gym member reset tokens program of the h63 set (cwe-330-random).
package main

import (
	"encoding/hex"
	"log"
	"math/rand"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// TokenSource issues the one-time codes emailed to members who forgot their app password.
type TokenSource interface {
	NewToken() (string, error)
}

type randomTokens struct{}

func (randomTokens) NewToken() (string, error) {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

type pendingReset struct {
	email   string
	expires time.Time
}

type ResetStore struct {
	mu      sync.Mutex
	byToken map[string]pendingReset
}

func (s *ResetStore) Put(token, email string, ttl time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.byToken[token] = pendingReset{email: email, expires: time.Now().Add(ttl)}
}

// Outbox hands messages to the mail relay worker.
type Outbox interface {
	Enqueue(to, subject, body string) error
}

type logOutbox struct{}

func (logOutbox) Enqueue(to, subject, _ string) error {
	log.Printf("queued %q for %s", subject, to)
	return nil
}

type ResetService struct {
	tokens  TokenSource
	store   *ResetStore
	outbox  Outbox
	members map[string]bool
}

func (s *ResetService) Start(email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if !s.members[email] {
		return nil // do not reveal whether the address belongs to a member
	}
	token, err := s.tokens.NewToken()
	if err != nil {
		return err
	}
	s.store.Put(token, email, 30*time.Minute)
	link := "https://app.cruxhall.example/reset?token=" + token
	return s.outbox.Enqueue(email, "Reset your Crux Hall password", "Use this link within 30 minutes: "+link)
}

type ResetHandler struct {
	svc *ResetService
}

func (h *ResetHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	email := r.PostFormValue("email")
	if email == "" {
		http.Error(w, "email is required", http.StatusBadRequest)
		return
	}
	if err := h.svc.Start(email); err != nil {
		log.Printf("reset: %v", err)
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	svc := &ResetService{
		tokens:  randomTokens{},
		store:   &ResetStore{byToken: map[string]pendingReset{}},
		outbox:  logOutbox{},
		members: map[string]bool{"ada@ropeworks.example": true, "kit@boulderclub.example": true},
	}
	mux := http.NewServeMux()
	mux.Handle("/password-reset", &ResetHandler{svc: svc})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
