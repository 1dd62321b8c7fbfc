// Cross-origin middleware for the account API used by the company's web frontends.
package api

import (
	"net/http"
)

type CORSConfig struct {
	TrustedOrigins map[string]bool
	AllowMethods   string
	AllowHeaders   string
}

func (cfg CORSConfig) originAllowed(origin string) bool {
	return origin != "" && cfg.TrustedOrigins[origin]
}

func (cfg CORSConfig) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if cfg.originAllowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Methods", cfg.AllowMethods)
			h.Set("Access-Control-Allow-Headers", cfg.AllowHeaders)
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func NewAPIHandler(routes http.Handler) http.Handler {
	cfg := CORSConfig{
		TrustedOrigins: map[string]bool{
			"https://www.example.com":   true,
			"https://app.example.com":   true,
			"https://admin.example.com": true,
		},
		AllowMethods: "GET, POST, PUT, DELETE",
		AllowHeaders: "Content-Type, X-Requested-With",
	}
	return cfg.Wrap(routes)
}
