// A campground cancel links program of the h62 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"encoding/json"
	"log"
	"math/big"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Campers get an emailed link with a cancellation code; anyone holding the
// code can cancel the pitch booking without logging in.
const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type booking struct {
	ID        int       `json:"id"`
	Pitch     string    `json:"pitch"`
	Arrive    time.Time `json:"arrive"`
	Nights    int       `json:"nights"`
	Cancelled bool      `json:"cancelled"`
}

type bookingDesk struct {
	mu       sync.Mutex
	nextID   int
	bookings map[string]*booking // keyed by cancellation code
	newCode  func() string
}

func codeGenerator(alphabet string, n int) func() string {
	return func() string {
		b := make([]byte, n)
		limit := big.NewInt(int64(len(alphabet)))
		for i := range b {
			idx, err := rand.Int(rand.Reader, limit)
			if err != nil {
				panic(err)
			}
			b[i] = alphabet[idx.Int64()]
		}
		return string(b)
	}
}

type bookRequest struct {
	Pitch  string `json:"pitch"`
	Arrive string `json:"arrive"`
	Nights int    `json:"nights"`
}

func (d *bookingDesk) book(w http.ResponseWriter, r *http.Request) {
	var req bookRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
		http.Error(w, "invalid booking", http.StatusBadRequest)
		return
	}
	arrive, err := time.Parse("2006-01-02", req.Arrive)
	if err != nil || req.Nights < 1 || req.Nights > 21 {
		http.Error(w, "invalid dates", http.StatusBadRequest)
		return
	}
	d.mu.Lock()
	d.nextID++
	b := &booking{ID: d.nextID, Pitch: req.Pitch, Arrive: arrive, Nights: req.Nights}
	code := d.newCode()
	d.bookings[code] = b
	d.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"booking": strconv.Itoa(b.ID), "cancel_code": code})
}

func (d *bookingDesk) cancel(w http.ResponseWriter, r *http.Request) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.bookings[r.PathValue("code")]
	if !ok || b.Cancelled {
		http.NotFound(w, r)
		return
	}
	b.Cancelled = true
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	desk := &bookingDesk{bookings: map[string]*booking{}, newCode: codeGenerator(codeAlphabet, 10)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /bookings", desk.book)
	mux.HandleFunc("POST /bookings/cancel/{code}", desk.cancel)
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
