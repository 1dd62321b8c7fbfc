// A skate credits program of the h72 set (cwe-352-csrf).
package main

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strconv"
	"sync"
)

// Guard decides whether a state-changing request may proceed.
type Guard interface {
	Check(r *http.Request) error
}

var errToken = errors.New("form token missing or wrong")

// formTokenGuard compares the hidden form field with the value of the
// rink_csrf cookie set when the account page was rendered.
type formTokenGuard struct{}

func (formTokenGuard) Check(r *http.Request) error {
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return nil
	}
	cookie, err := r.Cookie("rink_csrf")
	if err != nil || cookie.Value == "" {
		return errToken
	}
	sent := r.Header.Get("X-CSRF-Token")
	if sent == "" {
		sent = r.FormValue("csrf_token")
	}
	if subtle.ConstantTimeCompare([]byte(cookie.Value), []byte(sent)) != 1 {
		return errToken
	}
	return nil
}

// protect decorates any handler with a guard.
func protect(g Guard, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := g.Check(r); err != nil {
			http.Error(w, err.Error(), http.StatusForbidden)
			return
		}
		h.ServeHTTP(w, r)
	})
}

type ledger struct {
	mu       sync.Mutex
	credits  map[string]int
	sessions map[string]string // session id -> member id, filled in by the sign-in page
}

func (l *ledger) sessionMember(r *http.Request) (string, bool) {
	c, err := r.Cookie("rink_session")
	if err != nil {
		return "", false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	member, ok := l.sessions[c.Value]
	return member, ok
}

func (l *ledger) gift(w http.ResponseWriter, r *http.Request) {
	member, ok := l.sessionMember(r)
	if !ok {
		http.Error(w, "please sign in", http.StatusUnauthorized)
		return
	}
	to := r.FormValue("to")
	n, err := strconv.Atoi(r.FormValue("sessions"))
	if err != nil || n <= 0 || to == "" {
		http.Error(w, "choose a friend and a number of sessions", http.StatusBadRequest)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.credits[member] < n {
		http.Error(w, "not enough credits", http.StatusConflict)
		return
	}
	l.credits[member] -= n
	l.credits[to] += n
	fmt.Fprintf(w, "Gifted %d sessions to %s. You have %d left.", n, to, l.credits[member])
}

func main() {
	l := &ledger{
		credits:  map[string]int{"m-1042": 10, "m-2231": 3},
		sessions: make(map[string]string),
	}

	mux := http.NewServeMux()
	mux.Handle("POST /account/gift", protect(formTokenGuard{}, http.HandlerFunc(l.gift)))
	log.Fatal(http.ListenAndServeTLS(":8443", "/etc/rinkside/tls.crt", "/etc/rinkside/tls.key", mux))
}
