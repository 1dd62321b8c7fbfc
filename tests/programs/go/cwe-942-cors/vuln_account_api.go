// Account API consumed by the single-page frontend with cookie authentication.
package main

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/rs/cors"
)

type profile struct {
	Email   string `json:"email"`
	Balance int64  `json:"balance_cents"`
}

func currentProfile(w http.ResponseWriter, r *http.Request) {
	sid, err := r.Cookie("sid")
	if err != nil || sid.Value == "" {
		http.Error(w, "unauthenticated", http.StatusUnauthorized)
		return
	}
	p := lookupProfile(sid.Value)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(p)
}

func lookupProfile(sessionID string) profile {
	return profile{Email: "user@example.com", Balance: 125000}
}

func corsPolicy() *cors.Cors {
	return cors.New(cors.Options{
		AllowOriginFunc:  func(origin string) bool { return true },
		AllowedMethods:   []string{http.MethodGet, http.MethodPost, http.MethodDelete},
		AllowedHeaders:   []string{"Content-Type", "X-Requested-With"},
		AllowCredentials: true,
		MaxAge:           600,
	})
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/me", currentProfile)
	handler := corsPolicy().Handler(mux)
	log.Fatal(http.ListenAndServe(":8099", handler))
}
