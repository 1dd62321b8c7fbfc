// CORS middleware for the account API consumed by the company's web front-ends.
package api

import (
	"net/http"
	"regexp"
)

var trustedOrigin = regexp.MustCompile(`^https://([a-z0-9-]+\.)?example\.com$`)

type CORSConfig struct {
	AllowedMethods string
	AllowedHeaders string
	MaxAge         string
}

var defaultCORS = CORSConfig{
	AllowedMethods: "GET, POST, PUT, DELETE",
	AllowedHeaders: "Content-Type, X-Request-ID",
	MaxAge:         "600",
}

func originAllowed(origin string) bool {
	return origin != "" && trustedOrigin.MatchString(origin)
}

func WithCORS(cfg CORSConfig, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if originAllowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Methods", cfg.AllowedMethods)
			h.Set("Access-Control-Allow-Headers", cfg.AllowedHeaders)
			h.Set("Access-Control-Max-Age", cfg.MaxAge)
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
