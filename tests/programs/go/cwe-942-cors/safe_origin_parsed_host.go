// CORS middleware for the docs API, allowing the company's subdomains over https.
package main

import (
	"net/http"
	"net/url"
	"strings"
)

func docsOriginAllowed(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != "https" {
		return false
	}
	host := u.Hostname()
	return host == "example.com" || strings.HasSuffix(host, ".example.com")
}

func docsCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if docsOriginAllowed(origin) {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Add("Vary", "Origin")
		}
		next.ServeHTTP(w, r)
	})
}
