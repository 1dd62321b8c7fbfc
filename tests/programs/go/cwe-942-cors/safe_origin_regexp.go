// CORS middleware for the tenant API, allowing each tenant's https subdomain.
package main

import (
	"net/http"
	"regexp"
)

var tenantOriginRE = regexp.MustCompile(`^https://[a-z0-9-]+\.tenants\.example\.com$`)

func tenantCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if tenantOriginRE.MatchString(origin) {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
			w.Header().Add("Vary", "Origin")
		}
		next.ServeHTTP(w, r)
	})
}
