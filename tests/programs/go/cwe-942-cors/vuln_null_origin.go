// CORS middleware for the account API, also serving the packaged desktop client.
package main

import "net/http"

var accountOrigins = map[string]bool{"https://account.example.com": true}

func accountCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "null" || accountOrigins[origin] {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
			w.Header().Add("Vary", "Origin")
		}
		next.ServeHTTP(w, r)
	})
}
