// Beam load calculator endpoint used by site engineers to evaluate bending formulas.
package main

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type calcReq struct {
	Formula string  `json:"formula"`
	SpanM   float64 `json:"span_m"`
	LoadKN  float64 `json:"load_kn"`
}

var beamFormulas = map[string]string{
	"simple_udl_moment":     "span * span * load / 8",
	"cantilever_udl_moment": "span * span * load / 2",
	"udl_deflection_term":   "5 * load * math.Pow(span, 4) / 384",
}

func newEvaluator(setup ...string) (func(string) (any, error), error) {
	i := interp.New(interp.Options{})
	i.Use(stdlib.Symbols)
	for _, s := range setup {
		if _, err := i.Eval(s); err != nil {
			return nil, err
		}
	}
	return func(src string) (any, error) {
		v, err := i.Eval(src)
		if err != nil || !v.IsValid() {
			return nil, err
		}
		return v.Interface(), nil
	}, nil
}

func calculate(w http.ResponseWriter, r *http.Request) {
	var req calcReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Formula == "" {
		http.Error(w, "formula, span_m and load_kn required", http.StatusBadRequest)
		return
	}
	eval, err := newEvaluator(`import "math"`,
		fmt.Sprintf("var span, load float64 = %v, %v", req.SpanM, req.LoadKN))
	if err != nil {
		http.Error(w, "calculator unavailable", http.StatusInternalServerError)
		return
	}
	src, ok := beamFormulas[req.Formula]
	if !ok {
		http.Error(w, "unknown formula", http.StatusBadRequest)
		return
	}
	result, err := eval(src)
	if err != nil {
		http.Error(w, "could not evaluate formula", http.StatusUnprocessableEntity)
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"formula": req.Formula, "result": result})
}

func main() {
	http.HandleFunc("/structural/beam/calc", calculate)
	http.ListenAndServe(":8090", nil)
}
