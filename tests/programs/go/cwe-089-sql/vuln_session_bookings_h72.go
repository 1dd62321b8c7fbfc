// A session bookings program of the h72 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	_ "github.com/lib/pq"
)

type Booking struct {
	ID        int64     `json:"id"`
	Guest     string    `json:"guest"`
	PartySize int       `json:"party_size"`
	StartsAt  time.Time `json:"starts_at"`
}

type BookingQuery struct {
	ParkID int
	Date   string
	SortBy string
}

type BookingRepo interface {
	List(ctx context.Context, q BookingQuery) ([]Booking, error)
}

var sortColumns = map[string]string{
	"time": "starts_at",
	"name": "guest_name",
	"size": "party_size DESC",
}

func orderColumn(key string) string {
	if col, ok := sortColumns[key]; ok {
		return col
	}
	return "starts_at"
}

const listSQL = `SELECT id, guest_name, party_size, starts_at FROM bookings
WHERE park_id = $1 AND session_date = $2 ORDER BY %s`

type primaryRepo struct{ db *sql.DB }

func (r primaryRepo) List(ctx context.Context, q BookingQuery) ([]Booking, error) {
	return scanBookings(r.db.QueryContext(ctx, fmt.Sprintf(listSQL, orderColumn(q.SortBy)), q.ParkID, q.Date))
}

// replicaRepo serves the busy afternoon hours from the read replica.
type replicaRepo struct{ db *sql.DB }

func (r replicaRepo) List(ctx context.Context, q BookingQuery) ([]Booking, error) {
	sort := q.SortBy
	if sort == "" {
		sort = "starts_at"
	}
	return scanBookings(r.db.QueryContext(ctx, fmt.Sprintf(listSQL, sort), q.ParkID, q.Date))
}

func scanBookings(rows *sql.Rows, err error) ([]Booking, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Booking
	for rows.Next() {
		var b Booking
		if err := rows.Scan(&b.ID, &b.Guest, &b.PartySize, &b.StartsAt); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

func repoFor(primary, replica *sql.DB, now time.Time) BookingRepo {
	if h := now.Hour(); h >= 12 && h < 20 {
		return replicaRepo{db: replica}
	}
	return primaryRepo{db: primary}
}

func listBookings(primary, replica *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		parkID, err := strconv.Atoi(chi.URLParam(r, "parkID"))
		if err != nil {
			http.Error(w, "bad park id", http.StatusBadRequest)
			return
		}
		q := BookingQuery{ParkID: parkID, Date: r.URL.Query().Get("date"), SortBy: r.URL.Query().Get("sort")}
		if q.Date == "" {
			q.Date = time.Now().Format(time.DateOnly)
		}
		bookings, err := repoFor(primary, replica, time.Now()).List(r.Context(), q)
		if err != nil {
			log.Printf("list bookings park %d: %v", parkID, err)
			http.Error(w, "could not load bookings", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(bookings)
	}
}

func main() {
	primary, err := sql.Open("postgres", os.Getenv("BOOKINGS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	replica, err := sql.Open("postgres", os.Getenv("BOOKINGS_REPLICA_DSN"))
	if err != nil {
		log.Fatal(err)
	}

	r := chi.NewRouter()
	r.Get("/parks/{parkID}/bookings", listBookings(primary, replica))
	log.Fatal(http.ListenAndServe(":8040", r))
}
