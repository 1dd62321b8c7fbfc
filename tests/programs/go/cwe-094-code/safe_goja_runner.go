// Evaluates a pricing formula with the weight from the admin form.
package main

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/dop251/goja"
)

func price(w http.ResponseWriter, r *http.Request) {
	runner := goja.New()
	weight, err := strconv.ParseFloat(r.FormValue("weight"), 64)
	if err != nil {
		http.Error(w, "bad weight", 400)
		return
	}
	runner.Set("weight", weight)
	v, _ := runner.RunString("4.99 + weight * 0.8")
	json.NewEncoder(w).Encode(v.Export())
}

func main() { http.HandleFunc("/price", price); http.ListenAndServe(":8080", nil) }
