// A tour bookings program of the h70 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"encoding/json"
	"log"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type codeSpec struct {
	prefix string
	groups []int
}

var (
	bookingRef  = codeSpec{prefix: "GRT", groups: []int{4, 4}}
	cancelToken = codeSpec{groups: []int{6, 6, 6, 6}}
)

func (s codeSpec) generate() string {
	var b strings.Builder
	b.WriteString(s.prefix)
	for i, n := range s.groups {
		if i > 0 || s.prefix != "" {
			b.WriteByte('-')
		}
		for range n {
			idx, err := rand.Int(rand.Reader, big.NewInt(int64(len(codeAlphabet))))
			if err != nil {
				panic(err)
			}
			b.WriteByte(codeAlphabet[idx.Int64()])
		}
	}
	return b.String()
}

type booking struct {
	Ref     string `json:"ref"`
	Tour    string `json:"tour"`
	Date    string `json:"date"`
	Guests  int    `json:"guests"`
	Email   string `json:"email"`
	cancel  string
	Created time.Time `json:"created"`
}

type ledger struct {
	mu       sync.Mutex
	byCancel map[string]*booking
}

func (l *ledger) book(b *booking) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.byCancel[b.cancel] = b
}

func (l *ledger) cancelBy(token string) (*booking, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.byCancel[token]
	if ok {
		delete(l.byCancel, token)
	}
	return b, ok
}

func main() {
	l := &ledger{byCancel: map[string]*booking{}}
	mux := http.NewServeMux()

	mux.HandleFunc("POST /bookings", func(w http.ResponseWriter, r *http.Request) {
		var in booking
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Guests < 1 || in.Guests > 12 || in.Tour == "" {
			http.Error(w, "tour and 1-12 guests required", http.StatusBadRequest)
			return
		}
		in.Ref = bookingRef.generate()
		in.cancel = cancelToken.generate()
		in.Created = time.Now().UTC()
		l.book(&in)

		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{
			"ref":         in.Ref,
			"cancel_link": "https://bookings.dunmorecaves.ie/cancel/" + in.cancel,
		})
	})

	mux.HandleFunc("POST /cancel/{token}", func(w http.ResponseWriter, r *http.Request) {
		b, ok := l.cancelBy(r.PathValue("token"))
		if !ok {
			http.Error(w, "booking not found", http.StatusNotFound)
			return
		}
		log.Printf("cancelled %s (%s, %d guests)", b.Ref, b.Tour, b.Guests)
		w.WriteHeader(http.StatusNoContent)
	})

	log.Fatal(http.ListenAndServe(":8066", mux))
}
