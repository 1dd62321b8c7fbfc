// CORS middleware for the checkout API.
package main

import (
	"net/http"
	"slices"
)

var checkoutOrigins = []string{"https://shop.example.com", "https://m.shop.example.com"}

func checkoutCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if slices.Contains(checkoutOrigins, origin) {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
			w.Header().Add("Vary", "Origin")
		}
		next.ServeHTTP(w, r)
	})
}
