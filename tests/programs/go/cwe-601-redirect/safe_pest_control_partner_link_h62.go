// A pest control partner link program of the h62 set (cwe-601-redirect).
package main

import (
	"context"
	"log"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/mux"
)

// Quotes for termite or rodent treatment link out to partner sites where the
// customer books an inspection or finances the job. Clicks are counted per quote.
type quote struct {
	ID       string
	Customer string
	Clicks   int
}

type quoteKey struct{}

var partnerDomains = []string{"pestpartners.com", "termiteshield.co", "homecarefinance.com"}

func isPartner(u *url.URL) bool {
	if u.Scheme != "https" {
		return false
	}
	host := strings.ToLower(u.Hostname())
	for _, d := range partnerDomains {
		if host == d || strings.HasSuffix(host, "."+d) {
			return true
		}
	}
	return false
}

type quoteBook struct {
	mu     sync.Mutex
	quotes map[string]*quote
}

// loadQuote resolves {id} and stores the quote on the request context.
func (b *quoteBook) loadQuote(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b.mu.Lock()
		q, ok := b.quotes[mux.Vars(r)["id"]]
		b.mu.Unlock()
		if !ok {
			http.NotFound(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), quoteKey{}, q)))
	})
}

func (b *quoteBook) continueToPartner(w http.ResponseWriter, r *http.Request) {
	q := r.Context().Value(quoteKey{}).(*quote)
	target, err := url.Parse(r.URL.Query().Get("to"))
	if err != nil || !isPartner(target) {
		http.Error(w, "unknown partner link", http.StatusBadRequest)
		return
	}
	b.mu.Lock()
	q.Clicks++
	b.mu.Unlock()
	http.Redirect(w, r, target.String(), http.StatusFound)
}

func main() {
	book := &quoteBook{quotes: map[string]*quote{
		"Q-88213": {ID: "Q-88213", Customer: "Ridgeway Apartments"},
	}}
	r := mux.NewRouter()
	sub := r.PathPrefix("/quotes/{id}").Subrouter()
	sub.Use(book.loadQuote)
	sub.HandleFunc("/continue", book.continueToPartner).Methods(http.MethodGet)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
