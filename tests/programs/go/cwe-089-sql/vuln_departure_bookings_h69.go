// A departure bookings program of the h69 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/mux"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type stationKey struct{}
type dayKey struct{}

type booking struct {
	Departure time.Time `json:"departure"`
	Car       string    `json:"car"`
	Seats     int       `json:"seats"`
	Reference string    `json:"reference"`
}

type app struct {
	db *sql.DB
}

// kioskContext identifies the kiosk's station and the service day once per
// request; every kiosk endpoint needs both.
func kioskContext(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		station := r.Header.Get("X-Kiosk-Station")
		if station == "" {
			station = mux.Vars(r)["station"]
		}
		day := time.Now().Format("2006-01-02")
		if d := r.URL.Query().Get("day"); d != "" {
			if _, err := time.Parse("2006-01-02", d); err != nil {
				http.Error(w, "bad day", http.StatusBadRequest)
				return
			}
			day = d
		}
		ctx := context.WithValue(r.Context(), stationKey{}, station)
		ctx = context.WithValue(ctx, dayKey{}, day)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func (a *app) bookings(w http.ResponseWriter, r *http.Request) {
	station := r.Context().Value(stationKey{}).(string)
	day := r.Context().Value(dayKey{}).(string)

	q := `SELECT d.departs_at, b.car, b.seats, b.reference
	        FROM bookings b JOIN departures d ON d.id = b.departure_id
	       WHERE d.service_day = '` + day + `' AND d.from_station = '` + station + `'
	       ORDER BY d.departs_at`
	rows, err := a.db.QueryContext(r.Context(), q)
	if err != nil {
		log.Printf("bookings query: %v", err)
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	out := []booking{}
	for rows.Next() {
		var b booking
		if err := rows.Scan(&b.Departure, &b.Car, &b.Seats, &b.Reference); err != nil {
			http.Error(w, "lookup failed", http.StatusInternalServerError)
			return
		}
		out = append(out, b)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("FUNICULAR_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	a := &app{db: db}
	r := mux.NewRouter()
	kiosk := r.PathPrefix("/kiosk/{station}").Subrouter()
	kiosk.Use(kioskContext)
	kiosk.HandleFunc("/bookings", a.bookings).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServe(":8090", r))
}
