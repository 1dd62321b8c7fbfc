// mining grade formula (h58 set)
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

// EstimateRequest carries assay results for one block of the ore body model.
type EstimateRequest struct {
	Block   string  `json:"block"`
	Formula string  `json:"formula"`
	AssayAu float64 `json:"assay_au_gpt"`
	Tonnage float64 `json:"tonnage"`
}

type gradeFunc func(assay, tonnage float64) float64

// approvedFormulas are the estimation methods signed off by the resource geologist.
var approvedFormulas = map[string]string{
	"contained-metal": `package formula
func Grade(assay, tonnage float64) float64 { return assay * tonnage }`,
	"cutoff-0.5": `package formula
func Grade(assay, tonnage float64) float64 {
	if assay < 0.5 {
		return 0
	}
	return assay * tonnage
}`,
	"dilution-10": `package formula
func Grade(assay, tonnage float64) float64 { return assay * tonnage * 0.9 }`,
}

// loadFormula compiles the block-grade formula and returns its Grade function.
func loadFormula(src string) (gradeFunc, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return nil, err
	}
	if _, err := i.Eval(src); err != nil {
		return nil, err
	}
	v, err := i.Eval("formula.Grade")
	if err != nil {
		return nil, err
	}
	fn, ok := v.Interface().(func(float64, float64) float64)
	if !ok {
		return nil, errors.New("Grade must be func(float64, float64) float64")
	}
	return fn, nil
}

func positive(vals ...float64) bool {
	for _, v := range vals {
		if v <= 0 {
			return false
		}
	}
	return true
}

func estimate(w http.ResponseWriter, r *http.Request) {
	var req EstimateRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&req); err != nil {
		http.Error(w, "invalid request", http.StatusBadRequest)
		return
	}
	if req.Block == "" || !positive(req.AssayAu, req.Tonnage) {
		http.Error(w, "block, assay and tonnage are required", http.StatusUnprocessableEntity)
		return
	}
	src, known := approvedFormulas[req.Formula]
	if !known {
		http.Error(w, "unknown formula", http.StatusUnprocessableEntity)
		return
	}
	grade, err := loadFormula(src)
	if err != nil {
		http.Error(w, "formula could not be loaded", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"block":       req.Block,
		"contained_g": grade(req.AssayAu, req.Tonnage),
	})
}

func main() {
	routes := map[string]http.HandlerFunc{
		"POST /ore-model/estimate": estimate,
		"GET /healthz":             func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) },
	}
	mux := http.NewServeMux()
	for p, h := range routes {
		mux.HandleFunc(p, h)
	}
	srv := &http.Server{Addr: os.Getenv("OREMODEL_ADDR"), Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("OREMODEL_TLS_CERT"), os.Getenv("OREMODEL_TLS_KEY")))
}
