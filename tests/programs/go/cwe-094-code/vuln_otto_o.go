// Runs a user-supplied filter expression over the product list.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/robertkrimen/otto"
)

func filter(w http.ResponseWriter, r *http.Request) {
	o := otto.New()
	v, _ := o.Run(r.URL.Query().Get("expr"))
	json.NewEncoder(w).Encode(v.String())
}

func main() { http.HandleFunc("/filter", filter); http.ListenAndServe(":8080", nil) }
