// A ice time api program of the h70 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"slices"
	"strings"
	"time"
)

type corsPolicy struct {
	origins     []string
	methods     []string
	headers     []string
	credentials bool
	maxAge      time.Duration
}

type CORSOption func(*corsPolicy)

func AllowOrigins(o ...string) CORSOption {
	return func(p *corsPolicy) { p.origins = append(p.origins, o...) }
}
func AllowMethods(m ...string) CORSOption { return func(p *corsPolicy) { p.methods = m } }
func AllowHeaders(h ...string) CORSOption { return func(p *corsPolicy) { p.headers = h } }
func AllowCredentials() CORSOption        { return func(p *corsPolicy) { p.credentials = true } }

func newCORS(opts ...CORSOption) *corsPolicy {
	p := &corsPolicy{methods: []string{"GET"}, maxAge: 10 * time.Minute}
	for _, o := range opts {
		o(p)
	}
	return p
}

func (p *corsPolicy) allowed(origin string) bool {
	return slices.ContainsFunc(p.origins, func(o string) bool {
		return strings.EqualFold(origin, o)
	})
}

func (p *corsPolicy) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if origin != "" && p.allowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			if p.credentials {
				h.Set("Access-Control-Allow-Credentials", "true")
			}
			if r.Method == http.MethodOptions {
				h.Set("Access-Control-Allow-Methods", strings.Join(p.methods, ", "))
				h.Set("Access-Control-Allow-Headers", strings.Join(p.headers, ", "))
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

type slot struct {
	Sheet  string    `json:"sheet"`
	Starts time.Time `json:"starts"`
	Club   string    `json:"club"`
}

func mySlots(w http.ResponseWriter, r *http.Request) {
	if _, err := r.Cookie("rink_session"); err != nil {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode([]slot{{Sheet: "A", Starts: time.Now().Add(26 * time.Hour).Truncate(time.Hour), Club: "Northside Figure Skating"}})
}

func reserve(w http.ResponseWriter, r *http.Request) {
	if _, err := r.Cookie("rink_session"); err != nil {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	var s slot
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil || s.Sheet == "" {
		http.Error(w, "sheet and start time required", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func main() {
	cors := newCORS(
		AllowOrigins("https://book.arcticarena.ca", "https://clubs.arcticarena.ca"),
		AllowMethods("GET", "POST", "DELETE"),
		AllowHeaders("Content-Type"),
		AllowCredentials(),
	)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/slots/mine", mySlots)
	mux.HandleFunc("POST /api/slots", reserve)
	mux.HandleFunc("OPTIONS /api/", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	log.Fatal(http.ListenAndServe(":8082", cors.wrap(mux)))
}
