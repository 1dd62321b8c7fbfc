// A buyer password reset program of the h68 set (cwe-330-random).
// tea blenders: password-reset links for café and hotel buyers on the wholesale ordering portal
package main

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type resetTicket struct {
	email   string
	expires time.Time
}

// newTokenSource returns a generator for reset tokens that can go straight into a link.
func newTokenSource() func() string {
	return func() string {
		buf := make([]byte, 24)
		rand.Read(buf)
		return base64.RawURLEncoding.EncodeToString(buf)
	}
}

type resets struct {
	mu      sync.Mutex
	tickets map[string]resetTicket
	token   func() string
	mail    func(to, link string) error
}

func (s *resets) request(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Email string `json:"email"`
	}
	_ = json.NewDecoder(r.Body).Decode(&body)
	email := strings.ToLower(strings.TrimSpace(body.Email))
	// always 202 so the endpoint does not reveal which buyers exist
	defer w.WriteHeader(http.StatusAccepted)
	if !strings.Contains(email, "@") {
		return
	}
	tok := s.token()
	s.mu.Lock()
	s.tickets[tok] = resetTicket{email: email, expires: time.Now().Add(30 * time.Minute)}
	s.mu.Unlock()
	if err := s.mail(email, "https://trade.leafandkettle.co.uk/reset/"+tok); err != nil {
		slog.Error("reset mail", "err", err)
	}
}

func (s *resets) complete(w http.ResponseWriter, r *http.Request) {
	tok := chi.URLParam(r, "token")
	s.mu.Lock()
	t, ok := s.tickets[tok]
	delete(s.tickets, tok)
	s.mu.Unlock()
	if !ok || time.Now().After(t.expires) {
		http.Error(w, "link expired", http.StatusGone)
		return
	}
	var body struct {
		Password string `json:"password"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || len(body.Password) < 12 {
		http.Error(w, "password too short", http.StatusBadRequest)
		return
	}
	slog.Info("password reset", "buyer", t.email)
	// hand over to the account service
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	s := &resets{
		tickets: map[string]resetTicket{},
		token:   newTokenSource(),
		mail: func(to, link string) error {
			slog.Info("queue mail", "to", to, "template", "buyer-reset")
			return nil
		},
	}
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Throttle(20))
	r.Post("/password-reset", s.request)
	r.Post("/reset/{token}", s.complete)
	http.ListenAndServe(":8093", r)
}
