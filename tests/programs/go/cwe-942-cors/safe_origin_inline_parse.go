// CORS middleware for the status API used by the company's dashboards.
package main

import (
	"net/http"
	"net/url"
)

func statusCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if u, err := url.Parse(origin); err == nil && u.Scheme == "https" && u.Host == "dash.example.com" {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Add("Vary", "Origin")
		}
		next.ServeHTTP(w, r)
	})
}
