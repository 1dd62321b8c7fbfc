// A cheese tasting club program of the h62 set (cwe-942-cors).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/cors"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// Tasting-club members see their upcoming box (and delivery address) on the
// club site's front end, which calls this API with the member's session cookie.
type memberKey struct{}

type box struct {
	Month   string   `json:"month"`
	Cheeses []string `json:"cheeses"`
	Address string   `json:"address"`
}

type clubAPI struct{ db *sql.DB }

func (a clubAPI) member(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ck, err := r.Cookie("club_session")
		if err != nil {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		var memberID int64
		err = a.db.QueryRowContext(r.Context(),
			"SELECT member_id FROM club_sessions WHERE token = $1 AND expires_at > now()", ck.Value).Scan(&memberID)
		if err != nil {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), memberKey{}, memberID)))
	})
}

func (a clubAPI) nextBox(w http.ResponseWriter, r *http.Request) {
	memberID := r.Context().Value(memberKey{}).(int64)
	var b box
	var cheeses string
	err := a.db.QueryRowContext(r.Context(),
		"SELECT month, cheeses, delivery_address FROM upcoming_boxes WHERE member_id = $1", memberID).
		Scan(&b.Month, &cheeses, &b.Address)
	if err != nil {
		http.Error(w, "no box scheduled", http.StatusNotFound)
		return
	}
	_ = json.Unmarshal([]byte(cheeses), &b.Cheeses)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(b)
}

func corsOptions() cors.Options {
	return cors.Options{
		AllowedOrigins:   strings.Split(os.Getenv("CLUB_SITE_ORIGINS"), ","),
		AllowedMethods:   []string{"GET", "POST"},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	api := clubAPI{db: db}
	r := chi.NewRouter()
	r.Use(cors.Handler(corsOptions()))
	r.With(api.member).Get("/me/next-box", api.nextBox)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
