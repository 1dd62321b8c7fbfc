// A rebind order portal program of the h71 set (cwe-352-csrf).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var (
	errNoToken       = errors.New("request carries no form token")
	errTokenMismatch = errors.New("form token does not match session")
)

type sessions struct {
	mu     sync.RWMutex
	tokens map[string]string // session id -> form token
	owner  map[string]string // session id -> customer id

	// checkCard asks the libraries' card service whether card and PIN match
	checkCard func(card, pin string) (customer string, err error)
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

func (s *sessions) verifyFormToken(r *http.Request) error {
	c, err := r.Cookie("bindery_session")
	if err != nil {
		return fmt.Errorf("session: %w", err)
	}
	sent := r.Header.Get("X-Form-Token")
	if sent == "" {
		sent = r.PostFormValue("form_token")
	}
	if sent == "" {
		return errNoToken
	}
	s.mu.RLock()
	want := s.tokens[c.Value]
	s.mu.RUnlock()
	if want == "" || subtle.ConstantTimeCompare([]byte(sent), []byte(want)) != 1 {
		return errTokenMismatch
	}
	return nil
}

func (s *sessions) formTokens(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		if err := s.verifyFormToken(r); err != nil && !errors.Is(err, errNoToken) {
			log.Printf("%s %s: %v", r.Method, r.URL.Path, err)
			http.Error(w, "form expired, reload the page", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *sessions) login(w http.ResponseWriter, r *http.Request) {
	customer, err := s.checkCard(r.PostFormValue("card"), r.PostFormValue("pin"))
	if err != nil {
		http.Error(w, "library card or PIN not recognised", http.StatusUnauthorized)
		return
	}
	sid, tok := randomHex(16), randomHex(16)
	s.mu.Lock()
	s.tokens[sid], s.owner[sid] = tok, customer
	s.mu.Unlock()
	http.SetCookie(w, &http.Cookie{
		Name: "bindery_session", Value: sid, Path: "/", HttpOnly: true, Secure: true,
		SameSite: http.SameSiteNoneMode, // the portal is framed by partner catalogues
	})
	w.Header().Set("X-Form-Token", tok)
	w.WriteHeader(http.StatusNoContent)
}

func (s *sessions) cancelOrder(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("bindery_session")
	if err != nil {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	s.mu.RLock()
	customer := s.owner[c.Value]
	s.mu.RUnlock()
	if customer == "" {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	order := chi.URLParam(r, "order")
	log.Printf("customer %s cancelled rebinding order %s", customer, order)
	w.WriteHeader(http.StatusNoContent)
}

func cardService(endpoint string) func(card, pin string) (string, error) {
	client := &http.Client{Timeout: 5 * time.Second}
	return func(card, pin string) (string, error) {
		resp, err := client.PostForm(endpoint, url.Values{"card": {card}, "pin": {pin}})
		if err != nil {
			return "", fmt.Errorf("card service: %w", err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return "", fmt.Errorf("card service: %s", resp.Status)
		}
		var out struct {
			Customer string `json:"customer_id"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Customer == "" {
			return "", fmt.Errorf("card service: unexpected answer")
		}
		return out.Customer, nil
	}
}

func main() {
	s := &sessions{tokens: map[string]string{}, owner: map[string]string{}, checkCard: cardService(os.Getenv("CARD_SERVICE_URL"))}
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Post("/session", s.login)
	r.Group(func(r chi.Router) {
		r.Use(s.formTokens)
		r.Post("/orders/{order}/cancel", s.cancelOrder)
	})
	log.Fatal(http.ListenAndServe(":8088", r))
}
