// Runs a fixed filter expression over the product list.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/robertkrimen/otto"
)

func filter(w http.ResponseWriter, r *http.Request) {
	o := otto.New()
	o.Set("q", r.URL.Query().Get("expr"))
	v, _ := o.Run("products.filter(function(p){ return p.name.indexOf(q) >= 0 }).length")
	json.NewEncoder(w).Encode(v.String())
}

func main() { http.HandleFunc("/filter", filter); http.ListenAndServe(":8080", nil) }
