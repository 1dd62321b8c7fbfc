// An aquarium dosing preview program of the h62 set (cwe-094-code).
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"time"

	"github.com/dop251/goja"
	"github.com/gorilla/mux"
)

// Aquarists preview how much of a supplement a reef tank needs. The dosing
// formulas are maintained by the curators; the tank volume and the current
// and target readings come from the aquarist's request.
var formulas = map[string]string{
	"alkalinity": "(target - current) * volume * 0.0028",
	"calcium":    "(target - current) * volume * 0.0036",
	"magnesium":  "(target - current) * volume * 0.0041",
}

type doseParams struct {
	Volume  string
	Current string
	Target  string
}

type doseResult struct {
	Supplement string  `json:"supplement"`
	Grams      float64 `json:"grams"`
}

func evaluate(formula string, p doseParams) (float64, error) {
	vm := goja.New()
	timer := time.AfterFunc(200*time.Millisecond, func() { vm.Interrupt("dosing formula took too long") })
	defer timer.Stop()

	src := fmt.Sprintf("var volume = %s, current = %s, target = %s;\n%s",
		p.Volume, p.Current, p.Target, formula)
	v, err := vm.RunString(src)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func previewHandler(w http.ResponseWriter, r *http.Request) {
	supplement := mux.Vars(r)["supplement"]
	formula, ok := formulas[supplement]
	if !ok {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	p := doseParams{Volume: q.Get("volume"), Current: q.Get("current"), Target: q.Get("target")}
	grams, err := evaluate(formula, p)
	if err != nil {
		http.Error(w, "could not compute dose", http.StatusBadRequest)
		return
	}
	if grams < 0 {
		grams = 0
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(doseResult{Supplement: supplement, Grams: grams})
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/dosing/{supplement}/preview", previewHandler).Methods(http.MethodGet)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
