// A tree pickup codes program of the h74 set (cwe-330-random).
package main

import (
	"context"
	"encoding/json"
	"log"
	"math/rand"
	"net/http"
	"sync"
	"time"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// codes are produced ahead of time so the weekend rush does not wait on generation
func codeProducer(ctx context.Context, out chan<- string) {
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for {
		b := make([]byte, 8)
		for i := range b {
			b[i] = codeAlphabet[rng.Intn(len(codeAlphabet))]
		}
		select {
		case out <- string(b):
		case <-ctx.Done():
			close(out)
			return
		}
	}
}

type reservation struct {
	Code    string    `json:"pickup_code"`
	Name    string    `json:"name"`
	Variety string    `json:"variety"`
	Height  int       `json:"height_ft"`
	Pickup  time.Time `json:"pickup_day"`
}

type reservationBook struct {
	mu     sync.Mutex
	byCode map[string]reservation
}

func (b *reservationBook) add(r reservation) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, taken := b.byCode[r.Code]; taken {
		return false
	}
	b.byCode[r.Code] = r
	return true
}

func (b *reservationBook) redeem(code string) (reservation, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	r, ok := b.byCode[code]
	if ok {
		delete(b.byCode, code)
	}
	return r, ok
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	codes := make(chan string, 256)
	go codeProducer(ctx, codes)

	book := &reservationBook{byCode: map[string]reservation{}}

	http.HandleFunc("/reservations", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		var res reservation
		if err := json.NewDecoder(r.Body).Decode(&res); err != nil {
			http.Error(w, "bad reservation", http.StatusBadRequest)
			return
		}
		for {
			res.Code = <-codes
			if book.add(res) {
				break
			}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(res)
	})

	// gate staff scan or type the code; the tree is handed over and the code is spent
	http.HandleFunc("/gate/redeem", func(w http.ResponseWriter, r *http.Request) {
		res, ok := book.redeem(r.URL.Query().Get("code"))
		if !ok {
			http.Error(w, "unknown code", http.StatusNotFound)
			return
		}
		json.NewEncoder(w).Encode(res)
	})

	log.Fatal(http.ListenAndServe(":8070", nil))
}
