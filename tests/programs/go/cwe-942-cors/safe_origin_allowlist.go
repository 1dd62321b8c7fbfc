// CORS middleware for the billing API used by the single-page web app.
package main

import (
	"encoding/json"
	"net/http"
)

var billingOrigins = map[string]bool{
	"https://app.example.com":   true,
	"https://admin.example.com": true,
}

func billingCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Origin")
		if origin := r.Header.Get("Origin"); billingOrigins[origin] {
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

func billingSummary(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"plan": "from-session"})
}

func main() {
	http.Handle("/api/billing", billingCORS(http.HandlerFunc(billingSummary)))
}
