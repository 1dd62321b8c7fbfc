// CORS middleware for the orders API that admits the company's own web origins.
package main

import (
	"encoding/json"
	"net/http"
	"strings"
)

func ordersCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Origin")
		origin := r.Header.Get("Origin")
		if strings.HasPrefix(origin, "https://") && strings.HasSuffix(origin, "example.com") {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func ordersList(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode([]string{"order-from-session"})
}

func main() {
	http.Handle("/api/orders", ordersCORS(http.HandlerFunc(ordersList)))
}
