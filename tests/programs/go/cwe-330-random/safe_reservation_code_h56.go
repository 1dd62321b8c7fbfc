// Chi handler that books restaurant tables and issues the token guests use to change or cancel the booking.
package bookings

import (
	crand "crypto/rand"
	"encoding/json"
	"errors"
	"math/rand"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Booking struct {
	Venue  string    `json:"venue"`
	Guests int       `json:"guests"`
	At     time.Time `json:"at"`
	Token  string    `json:"manage_token"`
}

type Ledger interface {
	Insert(b Booking) error
}

var errConflict = errors.New("token collision")

func manageToken(n int) string {
	b := make([]byte, n)
	if _, err := crand.Read(b); err != nil {
		panic(err)
	}
	for i := range b {
		b[i] = tokenAlphabet[int(b[i])%len(tokenAlphabet)]
	}
	return string(b)
}

func withRetry(attempts int, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); !errors.Is(err, errConflict) {
			return err
		}
		time.Sleep(time.Duration(10+rand.Intn(40)) * time.Millisecond)
	}
	return err
}

func Book(ledger Ledger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var b Booking
		if err := json.NewDecoder(r.Body).Decode(&b); err != nil || b.Guests < 1 || b.Guests > 12 {
			http.Error(w, "invalid booking", http.StatusBadRequest)
			return
		}
		b.Venue = chi.URLParam(r, "venue")
		err := withRetry(3, func() error {
			b.Token = manageToken(12)
			return ledger.Insert(b)
		})
		if err != nil {
			http.Error(w, "could not book", http.StatusConflict)
			return
		}
		json.NewEncoder(w).Encode(b)
	}
}
