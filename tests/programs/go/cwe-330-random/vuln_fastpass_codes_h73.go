// A fastpass codes program of the h73 set (cwe-330-random).
package main

import (
	"encoding/json"
	"log"
	"math/rand"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type pass struct {
	Code     string    `json:"code"`
	OrderID  string    `json:"order_id"`
	Slot     string    `json:"slot"`
	Redeemed bool      `json:"redeemed"`
	Issued   time.Time `json:"issued"`
}

type passDesk struct {
	mu     sync.Mutex
	rng    *rand.Rand
	passes map[string]*pass
}

func newPassDesk() *passDesk {
	return &passDesk{
		rng:    rand.New(rand.NewSource(time.Now().UnixNano())),
		passes: make(map[string]*pass),
	}
}

// newCode returns codes like FP-7KQ2M-XH4PA; caller holds d.mu.
func (d *passDesk) newCode() string {
	var b strings.Builder
	b.WriteString("FP-")
	for i := 0; i < 10; i++ {
		if i == 5 {
			b.WriteByte('-')
		}
		b.WriteByte(codeAlphabet[d.rng.Intn(len(codeAlphabet))])
	}
	return b.String()
}

func canonical(code string) string {
	code = strings.ToUpper(strings.TrimSpace(code))
	code = strings.TrimPrefix(code, "FP")
	return strings.NewReplacer("-", "", " ", "").Replace(code)
}

func (d *passDesk) issue(w http.ResponseWriter, r *http.Request) {
	var req struct {
		OrderID string `json:"order_id"`
		Slot    string `json:"slot"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.OrderID == "" {
		http.Error(w, "order_id and slot required", http.StatusBadRequest)
		return
	}
	if _, err := time.Parse("15:04", req.Slot); err != nil {
		http.Error(w, "slot must be HH:MM", http.StatusBadRequest)
		return
	}
	d.mu.Lock()
	p := &pass{Code: d.newCode(), OrderID: req.OrderID, Slot: req.Slot, Issued: time.Now()}
	d.passes[canonical(p.Code)] = p
	d.mu.Unlock()

	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(p)
}

func (d *passDesk) redeem(w http.ResponseWriter, r *http.Request) {
	key := canonical(chi.URLParam(r, "code"))
	d.mu.Lock()
	defer d.mu.Unlock()
	p, ok := d.passes[key]
	if !ok {
		http.Error(w, "unknown pass", http.StatusNotFound)
		return
	}
	if p.Redeemed {
		http.Error(w, "pass already used", http.StatusConflict)
		return
	}
	p.Redeemed = true
	_ = json.NewEncoder(w).Encode(p)
}

func main() {
	desk := newPassDesk()
	r := chi.NewRouter()
	r.Post("/fastpass", desk.issue)
	r.Post("/fastpass/{code}/redeem", desk.redeem)
	log.Fatal(http.ListenAndServe(":8013", r))
}
