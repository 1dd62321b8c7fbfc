// A trampoline park jump pricing rules program of the h76 set (cwe-094-code).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"sync"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type priceFunc func(jumpers, minutes int) float64

var builtinRules = map[string]string{
	"standard": `func(jumpers, minutes int) float64 { return float64(jumpers*minutes) * 0.25 }`,
	"party":    `func(jumpers, minutes int) float64 { return math.Max(120, float64(jumpers*minutes)*0.2) }`,
	"toddler":  `func(jumpers, minutes int) float64 { return float64(jumpers) * 6.5 }`,
}

type ruleEngine struct {
	mu    sync.Mutex
	vm    *interp.Interpreter
	cache map[string]priceFunc
}

func newRuleEngine() (*ruleEngine, error) {
	vm := interp.New(interp.Options{})
	if err := vm.Use(stdlib.Symbols); err != nil {
		return nil, err
	}
	if _, err := vm.Eval(`import "math"`); err != nil {
		return nil, err
	}
	return &ruleEngine{vm: vm, cache: map[string]priceFunc{}}, nil
}

func (e *ruleEngine) compile(src string) (priceFunc, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if fn, ok := e.cache[src]; ok {
		return fn, nil
	}
	v, err := e.vm.Eval(src)
	if err != nil {
		return nil, err
	}
	fn, ok := v.Interface().(func(int, int) float64)
	if !ok {
		return nil, fmt.Errorf("rule has wrong shape")
	}
	e.cache[src] = fn
	return fn, nil
}

type quoteRequest struct {
	Jumpers int    `json:"jumpers"`
	Minutes int    `json:"minutes"`
	Rule    string `json:"rule"`
}

type quoteDesk struct {
	engine *ruleEngine
}

func (q *quoteDesk) quote(w http.ResponseWriter, r *http.Request) {
	var req quoteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Jumpers <= 0 || req.Minutes <= 0 {
		http.Error(w, "jumpers and minutes required", http.StatusBadRequest)
		return
	}
	src, ok := builtinRules[req.Rule]
	if !ok {
		http.Error(w, "unknown pricing rule", http.StatusBadRequest)
		return
	}
	fn, err := q.engine.compile(src)
	if err != nil {
		http.Error(w, "pricing rule rejected", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"rule": req.Rule, "total": fn(req.Jumpers, req.Minutes)})
}

func main() {
	engine, err := newRuleEngine()
	if err != nil {
		log.Fatal(err)
	}
	desk := &quoteDesk{engine: engine}
	http.HandleFunc("/quote", desk.quote)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
