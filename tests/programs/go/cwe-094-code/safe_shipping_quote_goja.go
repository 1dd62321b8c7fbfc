// Chi service that computes shipping quotes from pricing formulas evaluated with the goja JS engine
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/dop251/goja"
	"github.com/go-chi/chi/v5"
)

type quoteRequest struct {
	Formula  string  `json:"formula"`
	WeightKg float64 `json:"weight_kg"`
	Distance float64 `json:"distance_km"`
}

var formulas = map[string]string{
	"":         "4.99 + weight * 0.8",
	"standard": "4.99 + weight * 0.8",
	"express":  "9.99 + weight * 1.5 + distance * 0.02",
	"freight":  "Math.max(49, weight * 0.35 + distance * 0.1)",
}

func resolveFormula(requested string) (string, bool) {
	f, ok := formulas[requested]
	return f, ok
}

func evaluate(formula string, weight, distance float64) (float64, error) {
	vm := goja.New()
	vm.Set("weight", weight)
	vm.Set("distance", distance)
	timer := time.AfterFunc(200*time.Millisecond, func() { vm.Interrupt("timeout") })
	defer timer.Stop()
	v, err := vm.RunString(formula)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func quote(w http.ResponseWriter, r *http.Request) {
	var req quoteRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 8192)).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	formula, ok := resolveFormula(req.Formula)
	if !ok {
		http.Error(w, "unknown formula", http.StatusBadRequest)
		return
	}
	price, err := evaluate(formula, req.WeightKg, req.Distance)
	if err != nil {
		http.Error(w, "formula error", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]float64{"price": price})
}

func main() {
	r := chi.NewRouter()
	r.Post("/quotes", quote)
	log.Fatal(http.ListenAndServe(":8080", r))
}
