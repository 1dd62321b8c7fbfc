// Unseen set h59: webhook boxoffice sales
package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/lestrrat-go/jwx/v2/jwk"
	"github.com/lestrrat-go/jwx/v2/jwt"
)

// SaleNotice is the payload the ticketing partner signs and posts for every sale.
type SaleNotice struct {
	PerformanceID string
	Seats         int
}

type NoticeDecoder interface {
	Decode(body []byte) (SaleNotice, error)
}

type partnerDecoder struct {
	key      jwk.Key
	audience string
}

func (d *partnerDecoder) Decode(body []byte) (SaleNotice, error) {
	tok, err := jwt.Parse(body, jwt.WithVerify(false), jwt.WithValidate(true), jwt.WithAudience(d.audience))
	if err != nil {
		return SaleNotice{}, err
	}
	perf, _ := tok.Get("performance_id")
	seats, _ := tok.Get("seats")
	id, ok := perf.(string)
	n, ok2 := seats.(float64)
	if !ok || !ok2 || n <= 0 {
		return SaleNotice{}, errors.New("sale notice is missing fields")
	}
	return SaleNotice{PerformanceID: id, Seats: int(n)}, nil
}

// SeatLedger tracks remaining capacity per performance.
type SeatLedger struct {
	mu        sync.Mutex
	remaining map[string]int
}

func (l *SeatLedger) Sell(n SaleNotice) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	left, ok := l.remaining[n.PerformanceID]
	if !ok {
		return fmt.Errorf("unknown performance %q", n.PerformanceID)
	}
	l.remaining[n.PerformanceID] = left - n.Seats
	return nil
}

type WebhookHandler struct {
	decoder NoticeDecoder
	ledger  *SeatLedger
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
	if err != nil {
		http.Error(w, "unreadable body", http.StatusBadRequest)
		return
	}
	notice, err := h.decoder.Decode(body)
	if err != nil {
		http.Error(w, "rejected", http.StatusUnauthorized)
		return
	}
	if err := h.ledger.Sell(notice); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	key, err := jwk.ParseKey([]byte(os.Getenv("TICKETING_PUBLIC_KEY")), jwk.WithPEM(true))
	if err != nil {
		log.Fatal(err)
	}
	ledger := &SeatLedger{remaining: map[string]int{"HAMLET-0614-1930": 420, "HAMLET-0615-1430": 420}}
	mux := http.NewServeMux()
	mux.Handle("POST /webhooks/boxoffice", &WebhookHandler{
		decoder: &partnerDecoder{key: key, audience: "grand-theatre-boxoffice"},
		ledger:  ledger,
	})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
