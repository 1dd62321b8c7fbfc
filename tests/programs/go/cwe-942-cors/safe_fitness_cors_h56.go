// CORS middleware and routes for a gym chain's member API consumed by its web and partner booking frontends.
package memberapi

import (
	"encoding/json"
	"net/http"
	"regexp"
)

var trustedOrigin = regexp.MustCompile(`^https://([a-z0-9-]+\.)?ironpeak-fitness\.com$`)

type middleware func(http.Handler) http.Handler

func stack(h http.Handler, mws ...middleware) http.Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}

func cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if origin != "" && trustedOrigin.MatchString(origin) {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
			w.Header().Set("Access-Control-Allow-Headers", "Content-Type, X-Requested-With")
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, DELETE")
		}
		if r.Method == http.MethodOptions {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func sessionMember(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("ip_member"); err != nil || c.Value == "" {
			http.Error(w, "sign in required", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func bookings(w http.ResponseWriter, r *http.Request) {
	json.NewEncoder(w).Encode([]map[string]string{{"class": "Spin 45", "starts": "2024-05-02T07:00:00Z"}})
}

func NewMux() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/me/bookings", stack(http.HandlerFunc(bookings), cors, sessionMember))
	return mux
}
