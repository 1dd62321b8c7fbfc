// A hedgelayer quote token program of the h66 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"fmt"
	"log"
	"math/big"
	"net/http"
	"os"
	"strconv"
	"sync"
)

// A landowner gets an emailed link to accept a hedge laying quote:
//   https://quotes.example-hedging.co.uk/quote/accept?t=<token>
// Whoever holds the token can accept the quote and book the crew.

type quote struct {
	Landowner string
	Metres    int
	Style     string
	Pounds    int
	Accepted  bool
}

var (
	quotesMu sync.Mutex
	quotes   = map[string]*quote{}
)

const tokenAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

func newQuoteToken() string {
	b := make([]byte, 24)
	limit := big.NewInt(int64(len(tokenAlphabet)))
	for i := range b {
		n, err := rand.Int(rand.Reader, limit)
		if err != nil {
			panic(err)
		}
		b[i] = tokenAlphabet[n.Int64()]
	}
	return string(b)
}

func createQuoteHandler(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	metres, err := strconv.Atoi(r.PostForm.Get("metres"))
	if err != nil || metres <= 0 {
		http.Error(w, "metres must be a positive number", http.StatusBadRequest)
		return
	}
	q := &quote{
		Landowner: r.PostForm.Get("landowner"),
		Metres:    metres,
		Style:     r.PostForm.Get("style"),
		Pounds:    metres * 18,
	}
	token := newQuoteToken()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	quotesMu.Lock()
	quotes[token] = q
	quotesMu.Unlock()
	fmt.Fprintf(w, "quote for %d m: %d pounds\nacceptance link token: %s\n", q.Metres, q.Pounds, token)
}

func acceptQuoteHandler(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("t")
	quotesMu.Lock()
	q, ok := quotes[token]
	if ok {
		q.Accepted = true
	}
	quotesMu.Unlock()
	if !ok {
		http.Error(w, "quote not found or link expired", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "thank you, %d m of %s hedge is booked in\n", q.Metres, q.Style)
}

func main() {
	http.HandleFunc("/office/quote", createQuoteHandler)
	http.HandleFunc("/quote/accept", acceptQuoteHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("HEDGING_TLS_CERT"), os.Getenv("HEDGING_TLS_KEY"), nil))
}
