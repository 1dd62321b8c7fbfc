// A pickup claim codes program of the h71 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var (
	ErrNoSuchRepair  = errors.New("repair not found")
	ErrNotReady      = errors.New("repair is not finished yet")
	ErrCodeExhausted = errors.New("could not allocate a unique claim code")
)

type repair struct {
	Ticket    string
	Customer  string
	Movement  string
	Finished  bool
	ClaimCode string
	IssuedAt  time.Time
}

type workshop struct {
	mu      sync.Mutex
	repairs map[string]*repair
	claims  map[string]string // claim code -> ticket
}

var codeEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

func newClaimCode() (string, error) {
	buf := make([]byte, 5)
	if _, err := rand.Read(buf); err != nil {
		return "", fmt.Errorf("claim code: %w", err)
	}
	code := codeEncoding.EncodeToString(buf)
	return code[:4] + "-" + code[4:], nil
}

func (w *workshop) issue(ticket string) (string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()

	rp, ok := w.repairs[ticket]
	if !ok {
		return "", ErrNoSuchRepair
	}
	if !rp.Finished {
		return "", fmt.Errorf("%w: %s", ErrNotReady, ticket)
	}

attempts:
	for i := 0; i < 5; i++ {
		code, err := newClaimCode()
		if err != nil {
			return "", err
		}
		if _, taken := w.claims[code]; taken {
			continue attempts
		}
		rp.ClaimCode, rp.IssuedAt = code, time.Now()
		w.claims[code] = ticket
		return code, nil
	}
	return "", ErrCodeExhausted
}

func (w *workshop) handleIssue(rw http.ResponseWriter, r *http.Request) {
	ticket := strings.ToUpper(chi.URLParam(r, "ticket"))
	code, err := w.issue(ticket)
	switch {
	case errors.Is(err, ErrNoSuchRepair):
		http.Error(rw, err.Error(), http.StatusNotFound)
		return
	case errors.Is(err, ErrNotReady):
		http.Error(rw, err.Error(), http.StatusConflict)
		return
	case err != nil:
		log.Printf("ticket %s: %v", ticket, err)
		http.Error(rw, "try again later", http.StatusServiceUnavailable)
		return
	}
	rw.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(rw).Encode(map[string]string{"ticket": ticket, "claim_code": code})
}

func (w *workshop) handleFinish(rw http.ResponseWriter, r *http.Request) {
	ticket := strings.ToUpper(chi.URLParam(r, "ticket"))
	w.mu.Lock()
	w.repairs[ticket] = &repair{Ticket: ticket, Customer: r.FormValue("customer"), Movement: r.FormValue("movement"), Finished: true}
	w.mu.Unlock()
	rw.WriteHeader(http.StatusNoContent)
}

func (w *workshop) handleCollect(rw http.ResponseWriter, r *http.Request) {
	code := strings.ToUpper(strings.TrimSpace(r.FormValue("claim_code")))
	w.mu.Lock()
	ticket, ok := w.claims[code]
	if ok {
		delete(w.claims, code)
	}
	w.mu.Unlock()
	if !ok {
		http.Error(rw, "unknown claim code", http.StatusNotFound)
		return
	}
	rw.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(rw).Encode(map[string]string{"release_ticket": ticket})
}

func main() {
	w := &workshop{repairs: map[string]*repair{}, claims: map[string]string{}}
	staff := map[string]string{"bench": os.Getenv("WORKSHOP_BENCH_PASSWORD")}

	r := chi.NewRouter()
	r.Group(func(r chi.Router) {
		r.Use(middleware.BasicAuth("workshop", staff))
		r.Post("/repairs/{ticket}/finished", w.handleFinish)
		r.Post("/repairs/{ticket}/claim-code", w.handleIssue)
	})
	r.Post("/collections", w.handleCollect)
	log.Fatal(http.ListenAndServe(":8011", r))
}
