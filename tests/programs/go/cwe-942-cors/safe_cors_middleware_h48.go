// CORS middleware for the account API consumed by the company's web front ends.
package api

import (
	"net/http"
	"net/url"
	"strings"
)

type CORSConfig struct {
	SiteDomain string
	MaxAge     string
	Methods    []string
}

func (c CORSConfig) originAllowed(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != "https" || u.Path != "" {
		return false
	}
	host := u.Hostname()
	return host == c.SiteDomain || strings.HasSuffix(host, "."+c.SiteDomain)
}

func WithCORS(cfg CORSConfig, next http.Handler) http.Handler {
	methods := strings.Join(cfg.Methods, ", ")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if cfg.originAllowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Set("Access-Control-Allow-Credentials", "true")
			h.Set("Access-Control-Allow-Methods", methods)
			h.Set("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
			h.Set("Access-Control-Max-Age", cfg.MaxAge)
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func NewAccountMux(accounts http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/account/", accounts)
	cfg := CORSConfig{SiteDomain: "example.com", MaxAge: "600", Methods: []string{"GET", "POST", "DELETE"}}
	return WithCORS(cfg, mux)
}
