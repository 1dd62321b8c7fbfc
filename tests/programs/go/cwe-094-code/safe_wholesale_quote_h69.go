// A wholesale quote program of the h69 set (cwe-094-code).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math"
	"net/http"
	"regexp"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

var formulaChars = regexp.MustCompile(`^[0-9l+\-*/.() ]{1,80}$`)

var flavourBase = map[string]float64{
	"ginger-lemon": 3.10,
	"hibiscus":     3.35,
	"jun-honey":    4.20,
	"blueberry":    3.25,
}

type quoteRequest struct {
	Cafe    string  `json:"cafe"`
	Flavour string  `json:"flavour"`
	Litres  float64 `json:"litres"`
	Formula string  `json:"formula"`
	base    float64
}

func newQuoteRequest(w http.ResponseWriter, r *http.Request) (*quoteRequest, error) {
	q := &quoteRequest{}
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(q); err != nil {
		return nil, err
	}
	base, ok := flavourBase[q.Flavour]
	if !ok {
		return nil, errors.New("unknown flavour")
	}
	if q.Litres <= 0 || q.Litres > 5000 {
		return nil, errors.New("litres out of range")
	}
	if q.Formula == "" {
		q.Formula = "l"
	}
	q.base = base
	return q, nil
}

func validateFormula(f string) error {
	if !formulaChars.MatchString(f) {
		return fmt.Errorf("formula %q has unsupported characters", f)
	}
	return nil
}

// discountedLitres runs the contract formula, which turns ordered litres
// into billable litres (e.g. "l*0.9" or "l - 20").
func (q *quoteRequest) discountedLitres() (float64, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return 0, err
	}
	v, err := i.Eval(fmt.Sprintf("func(l float64) float64 { return %s }", q.Formula))
	if err != nil {
		return 0, err
	}
	fn, ok := v.Interface().(func(float64) float64)
	if !ok {
		return 0, errors.New("formula did not produce a pricing function")
	}
	return fn(q.Litres), nil
}

func quote(w http.ResponseWriter, r *http.Request) {
	q, err := newQuoteRequest(w, r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := validateFormula(q.Formula); err != nil {
		log.Printf("quote for %s: %v", q.Cafe, err)
		http.Error(w, "formula may only use l, numbers and + - * / ( )", http.StatusBadRequest)
		return
	}
	billable, err := q.discountedLitres()
	if err != nil || billable < 0 || math.IsNaN(billable) {
		http.Error(w, "formula could not be applied", http.StatusUnprocessableEntity)
		return
	}
	total := math.Round(billable*q.base*100) / 100
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"cafe":     q.Cafe,
		"flavour":  q.Flavour,
		"billable": billable,
		"total":    total,
	})
}

func main() {
	http.HandleFunc("POST /wholesale/quote", quote)
	log.Fatal(http.ListenAndServe(":8033", nil))
}
