// A swap tokens program of the h72 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"fmt"
	"log"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Token kinds share the same issuing and redemption logic.
type SwapToken string
type CoverToken string

// Generator yields the random part of a link token.
type Generator interface {
	Next() string
}

type linkGenerator struct{}

func newLinkGenerator() *linkGenerator {
	return &linkGenerator{}
}

func (g *linkGenerator) Next() string {
	return rand.Text()
}

type pending[V any] struct {
	value   V
	expires time.Time
}

// TokenStore maps single-use tokens of kind K to the request they approve.
type TokenStore[K ~string, V any] struct {
	gen     Generator
	ttl     time.Duration
	mu      sync.Mutex
	pending map[K]pending[V]
}

func NewTokenStore[K ~string, V any](gen Generator, ttl time.Duration) *TokenStore[K, V] {
	return &TokenStore[K, V]{gen: gen, ttl: ttl, pending: make(map[K]pending[V])}
}

func (s *TokenStore[K, V]) Issue(v V) K {
	k := K(s.gen.Next())
	s.mu.Lock()
	s.pending[k] = pending[V]{value: v, expires: time.Now().Add(s.ttl)}
	s.mu.Unlock()
	return k
}

func (s *TokenStore[K, V]) Redeem(k K) (V, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.pending[k]
	delete(s.pending, k)
	if !ok || time.Now().After(p.expires) {
		var zero V
		return zero, false
	}
	return p.value, true
}

type Swap struct {
	ShiftID   int
	FromGuard string
	ToGuard   string
}

func main() {
	gen := newLinkGenerator()
	swaps := NewTokenStore[SwapToken, Swap](gen, 12*time.Hour)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /shifts/{id}/swap", func(w http.ResponseWriter, r *http.Request) {
		id, err := strconv.Atoi(r.PathValue("id"))
		if err != nil {
			http.Error(w, "bad shift", http.StatusBadRequest)
			return
		}
		sw := Swap{ShiftID: id, FromGuard: r.FormValue("from"), ToGuard: r.FormValue("to")}
		tok := swaps.Issue(sw)
		link := fmt.Sprintf("https://rota.baywatchpro-staffing.com/swap/accept?t=%s", tok)
		log.Printf("queued swap email to %s: %s", sw.ToGuard, link)
		w.WriteHeader(http.StatusAccepted)
	})
	mux.HandleFunc("GET /swap/accept", func(w http.ResponseWriter, r *http.Request) {
		sw, ok := swaps.Redeem(SwapToken(r.URL.Query().Get("t")))
		if !ok {
			http.Error(w, "this link has expired or was already used", http.StatusGone)
			return
		}
		log.Printf("shift %d moved from %s to %s", sw.ShiftID, sw.FromGuard, sw.ToGuard)
		fmt.Fprintf(w, "Shift %d is now yours, %s.", sw.ShiftID, sw.ToGuard)
	})
	log.Fatal(http.ListenAndServe(":8071", mux))
}
