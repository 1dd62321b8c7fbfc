// Chi router setup for the account API, including the cross-origin middleware used by the web apps.
package api

import (
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type CORSConfig struct {
	AllowedOrigins map[string]bool
	MaxAge         string
}

func originAllowed(cfg CORSConfig, origin string) bool {
	return origin != "" && cfg.AllowedOrigins[strings.ToLower(origin)]
}

func CORS(cfg CORSConfig) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			origin := r.Header.Get("Origin")
			w.Header().Add("Vary", "Origin")
			if originAllowed(cfg, origin) {
				h := w.Header()
				h.Set("Access-Control-Allow-Origin", origin)
				h.Set("Access-Control-Allow-Credentials", "true")
				h.Set("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
				h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE")
				h.Set("Access-Control-Max-Age", cfg.MaxAge)
			}
			if r.Method == http.MethodOptions {
				w.WriteHeader(http.StatusNoContent)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func NewRouter(account http.Handler, billing http.Handler) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Use(CORS(CORSConfig{
		AllowedOrigins: map[string]bool{"https://app.example.com": true, "https://admin.example.com": true},
		MaxAge:         "600",
	}))
	r.Mount("/v1/account", account)
	r.Mount("/v1/billing", billing)
	return r
}
