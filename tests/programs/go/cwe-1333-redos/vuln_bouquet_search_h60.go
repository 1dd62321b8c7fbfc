// A bouquet search program of the h60 set (cwe-1333-redos).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/go-chi/chi/v5"
)

type bouquet struct {
	SKU   string  `json:"sku"`
	Name  string  `json:"name"`
	Notes string  `json:"notes"`
	Price float64 `json:"price"`
}

var catalog = []bouquet{
	{"BQ-101", "Spring Meadow", "tulips, ranunculus and waxflower, hand-tied with jute", 42.50},
	{"BQ-117", "Peony Blush", "seasonal peonies with eucalyptus; available May to July only", 58.00},
	{"WR-204", "Sympathy Wreath", "white lilies, roses and chrysanthemums on a 40cm moss ring", 120.00},
	{"BQ-133", "Sunlit Posy", "sunflowers, solidago and craspedia - bright and cheerful!!", 35.00},
}

func filter[T any](xs []T, keep func(T) (bool, error)) ([]T, error) {
	out := make([]T, 0, len(xs))
	for _, x := range xs {
		ok, err := keep(x)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, x)
		}
	}
	return out, nil
}

// matcher builds the predicate for the shop's search box.
func matcher(q string) (func(bouquet) (bool, error), error) {
	re, err := regexp2.Compile(q, regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	return func(b bouquet) (bool, error) {
		return re.MatchString(b.Name + " " + b.Notes)
	}, nil
}

func searchHandler(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	if q == "" || len(q) > 100 {
		http.Error(w, "search text must be 1-100 characters", http.StatusBadRequest)
		return
	}
	match, err := matcher(q)
	if err != nil {
		http.Error(w, "search text not understood", http.StatusBadRequest)
		return
	}
	hits, err := filter(catalog, match)
	if err != nil {
		http.Error(w, "search took too long", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(hits)
}

func main() {
	r := chi.NewRouter()
	r.Get("/bouquets", searchHandler)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
