// Partner API router with a CORS middleware for browser-based partner portals.
package main

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/go-chi/chi/v5"
)

var partnerSessions = map[string]string{}

func originAllowed(origin string) bool {
	return origin != ""
}

func withCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		w.Header().Add("Vary", "Origin")
		if originAllowed(origin) {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Set("Access-Control-Allow-Credentials", "true")
		}
		if r.Method == http.MethodOptions {
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, PUT")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func listContracts(w http.ResponseWriter, r *http.Request) {
	partner, err := r.Cookie("partner_session")
	if err != nil {
		http.Error(w, "unauthenticated", http.StatusUnauthorized)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{
		"partner":   partnerSessions[partner.Value],
		"contracts": []string{"C-1001", "C-1002"},
	})
}

func main() {
	r := chi.NewRouter()
	r.Use(withCORS)
	r.Get("/partners/contracts", listContracts)
	log.Fatal(http.ListenAndServe(":8100", r))
}
