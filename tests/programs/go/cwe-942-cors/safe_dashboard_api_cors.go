// Chi API serving account dashboard data to the single-page frontend, with go-chi/cors middleware
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/go-chi/cors"
)

func corsOptions() cors.Options {
	origins := strings.Split(os.Getenv("FRONTEND_ORIGINS"), ",")
	allowed := map[string]bool{"https://app.example.com": true}
	for _, o := range origins {
		if o = strings.TrimSpace(o); strings.HasPrefix(o, "https://") {
			allowed[o] = true
		}
	}
	return cors.Options{
		AllowOriginFunc: func(r *http.Request, origin string) bool {
			return allowed[origin]
		},
		AllowedMethods:   []string{"GET", "POST", "PATCH", "DELETE"},
		AllowedHeaders:   []string{"Content-Type", "X-Requested-With"},
		AllowCredentials: true,
		MaxAge:           300,
	}
}

func accountSummary(w http.ResponseWriter, r *http.Request) {
	cookie, err := r.Cookie("session")
	if err != nil {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	summary := map[string]interface{}{
		"signed_in": cookie.Value != "",
		"balance":   1523.75,
		"currency":  "EUR",
		"iban":      "DE89 **** **** 3000",
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(summary)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Use(cors.Handler(corsOptions()))
	r.Get("/api/account/summary", accountSummary)
	addr := os.Getenv("LISTEN_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Fatal(http.ListenAndServe(addr, r))
}
