// A sauna session price quote program of the h75 set (cwe-094-code).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/robertkrimen/otto"
)

var errQuoteTimeout = errors.New("pricing script timed out")

type quoteError struct {
	Stage string
	Err   error
}

func (e *quoteError) Error() string { return e.Stage + ": " + e.Err.Error() }
func (e *quoteError) Unwrap() error { return e.Err }

type pricer struct {
	rules string // JavaScript defining quote(minutes, guests), maintained by the front desk
}

func (p *pricer) quote(minutes, guests string) (total float64, err error) {
	vm := otto.New()
	vm.Interrupt = make(chan func(), 1)

	defer func() {
		if caught := recover(); caught != nil {
			if caught == errQuoteTimeout {
				err = &quoteError{Stage: "run", Err: errQuoteTimeout}
				return
			}
			panic(caught)
		}
	}()
	timer := time.AfterFunc(500*time.Millisecond, func() {
		vm.Interrupt <- func() { panic(errQuoteTimeout) }
	})
	defer timer.Stop()

	if _, err := vm.Run(p.rules); err != nil {
		return 0, &quoteError{Stage: "load rules", Err: err}
	}

	value, err := vm.Run(fmt.Sprintf("quote(%s, %s)", minutes, guests))
	if err != nil {
		return 0, &quoteError{Stage: "run", Err: err}
	}
	total, err = value.ToFloat()
	if err != nil {
		return 0, &quoteError{Stage: "result", Err: err}
	}
	return total, nil
}

func (p *pricer) handleQuote(w http.ResponseWriter, r *http.Request) {
	minutes := r.URL.Query().Get("minutes")
	guests := r.URL.Query().Get("guests")
	if minutes == "" || guests == "" {
		http.Error(w, "minutes and guests are required", http.StatusBadRequest)
		return
	}

	total, err := p.quote(minutes, guests)
	if err != nil {
		var qe *quoteError
		if errors.As(err, &qe) && errors.Is(qe, errQuoteTimeout) {
			http.Error(w, "pricing is busy, try again", http.StatusServiceUnavailable)
			return
		}
		log.Printf("quote minutes=%q guests=%q: %v", minutes, guests, err)
		http.Error(w, "could not price session", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"minutes": minutes, "guests": guests, "total_eur": total})
}

func main() {
	rules, err := os.ReadFile(os.Getenv("SAUNA_PRICING_RULES"))
	if err != nil {
		log.Fatalf("read pricing rules: %v", err)
	}
	p := &pricer{rules: string(rules)}
	http.HandleFunc("/quote", p.handleQuote)
	log.Fatal(http.ListenAndServe(":8085", nil))
}
