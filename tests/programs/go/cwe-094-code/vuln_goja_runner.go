// Evaluates a pricing formula submitted from the admin form.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/dop251/goja"
)

func price(w http.ResponseWriter, r *http.Request) {
	runner := goja.New()
	v, err := runner.RunString(r.FormValue("formula"))
	if err != nil {
		http.Error(w, "bad formula", 400)
		return
	}
	json.NewEncoder(w).Encode(v.Export())
}

func main() { http.HandleFunc("/price", price); http.ListenAndServe(":8080", nil) }
