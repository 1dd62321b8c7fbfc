// A berth account api program of the h60 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/cors"
	"github.com/redis/go-redis/v9"
)

type berth struct {
	Pontoon    string  `json:"pontoon"`
	Number     int     `json:"number"`
	Vessel     string  `json:"vessel"`
	LengthM    float64 `json:"length_m"`
	BalanceDue int64   `json:"balance_due_cents"`
}

// The booking site and the harbour-office app call this API from the browser.
var browserOrigins = map[string]bool{
	"https://book.harbourlight-marina.com":   true,
	"https://office.harbourlight-marina.com": true,
}

func allowedOrigin(_ *http.Request, origin string) bool {
	return browserOrigins[origin]
}

// ownerFrom resolves the berth holder from the session cookie set at sign-in.
func ownerFrom(rdb *redis.Client, r *http.Request) (string, error) {
	c, err := r.Cookie("marina_session")
	if err != nil {
		return "", err
	}
	owner, err := rdb.Get(r.Context(), "session:"+c.Value).Result()
	if errors.Is(err, redis.Nil) {
		return "", errors.New("session expired")
	}
	return owner, err
}

func myBerth(rdb *redis.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		owner, err := ownerFrom(rdb, r)
		if err != nil {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		raw, err := rdb.Get(r.Context(), "berth:"+owner).Bytes()
		if err != nil {
			http.Error(w, "no berth on file", http.StatusNotFound)
			return
		}
		var b berth
		if err := json.Unmarshal(raw, &b); err != nil {
			http.Error(w, "berth record unreadable", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(b)
	}
}

func main() {
	rdb := redis.NewClient(&redis.Options{
		Addr:     os.Getenv("REDIS_ADDR"),
		Password: os.Getenv("REDIS_PASSWORD"),
	})
	defer rdb.Close()

	r := chi.NewRouter()
	r.Use(cors.Handler(cors.Options{
		AllowOriginFunc:  allowedOrigin,
		AllowedMethods:   []string{"GET", "OPTIONS"},
		AllowedHeaders:   []string{"Accept", "Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	}))
	r.Get("/berths/mine", myBerth(rdb))

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
