// CORS middleware for the reporting API, origins listed in a slice.
package main

import "net/http"

var reportingOrigins = []string{"https://reports.example.com", "https://admin.example.com"}

func reportingCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		for _, o := range reportingOrigins {
			if o == origin {
				w.Header().Set("Access-Control-Allow-Origin", origin)
				w.Header().Set("Access-Control-Allow-Credentials", "true")
				break
			}
		}
		next.ServeHTTP(w, r)
	})
}
