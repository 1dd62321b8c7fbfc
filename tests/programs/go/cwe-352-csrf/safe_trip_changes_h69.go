// A trip changes program of the h69 set (cwe-352-csrf).
package main

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

type session struct {
	BookingRef string
	CSRF       string
}

type sessionKey struct{}

var sessions sync.Map // sid -> *session

type trip struct {
	Surname string `json:"-"`
	PutIn   string `json:"put_in"`
	Party   int    `json:"party"`
	Canoes  int    `json:"canoes"`
}

var (
	tripsMu sync.Mutex
	trips   = map[string]*trip{"RVR-20417": {Surname: "Okafor", PutIn: "Mill Bridge", Party: 4, Canoes: 2}}
)

func withSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie("paddle_sid")
		if err != nil {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		v, ok := sessions.Load(c.Value)
		if !ok {
			http.Error(w, "session expired", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, v.(*session))))
	})
}

// checkCSRF compares the X-CSRF-Token header against the token issued with
// the session when the page was loaded.
func checkCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s := r.Context().Value(sessionKey{}).(*session)
		if sent := r.Header.Get("X-CSRF-Token"); sent == "" ||
			subtle.ConstantTimeCompare([]byte(sent), []byte(s.CSRF)) != 1 {
			http.Error(w, "stale form, reload the page", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func login(w http.ResponseWriter, r *http.Request) {
	ref := r.FormValue("booking_ref")
	tripsMu.Lock()
	t, ok := trips[ref]
	tripsMu.Unlock()
	if !ok || !strings.EqualFold(t.Surname, r.FormValue("surname")) {
		http.Error(w, "booking not found", http.StatusNotFound)
		return
	}
	sid := rand.Text()
	sessions.Store(sid, &session{BookingRef: ref, CSRF: rand.Text()})
	http.SetCookie(w, &http.Cookie{Name: "paddle_sid", Value: sid, Path: "/", HttpOnly: true, Secure: true})
	w.WriteHeader(http.StatusNoContent)
}

func csrfToken(w http.ResponseWriter, r *http.Request) {
	s := r.Context().Value(sessionKey{}).(*session)
	json.NewEncoder(w).Encode(map[string]string{"csrf": s.CSRF})
}

func changeTrip(w http.ResponseWriter, r *http.Request) {
	s := r.Context().Value(sessionKey{}).(*session)
	party, err := strconv.Atoi(r.FormValue("party"))
	if err != nil || party < 1 || party > 12 {
		http.Error(w, "party must be 1-12", http.StatusBadRequest)
		return
	}
	tripsMu.Lock()
	defer tripsMu.Unlock()
	t := trips[s.BookingRef]
	if putIn := r.FormValue("put_in"); putIn != "" {
		t.PutIn = putIn
	}
	t.Party = party
	t.Canoes = (party + 1) / 2
	json.NewEncoder(w).Encode(t)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /login", login)
	mux.Handle("GET /trip/csrf", withSession(http.HandlerFunc(csrfToken)))
	mux.Handle("POST /trip", withSession(checkCSRF(http.HandlerFunc(changeTrip))))
	log.Fatal(http.ListenAndServe(":8082", mux))
}
