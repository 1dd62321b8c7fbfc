// A harvest report program of the h68 set (cwe-089-sql).
// pearl farms: lists oyster-line harvest records per farm lease for the grading team, sortable by column
package main

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"iter"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type Harvest struct {
	Line        string    `json:"line"`
	HarvestedOn time.Time `json:"harvested_on"`
	Count       int       `json:"count"`
	AvgSizeMM   float64   `json:"avg_size_mm"`
	Grade       string    `json:"grade"`
}

var sortable = []string{"harvested_on", "line", "count", "avg_size_mm", "grade"}

func rowsOf[T any](ctx context.Context, db *sql.DB, scan func(*sql.Rows) (T, error), query string, args ...any) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		rows, err := db.QueryContext(ctx, query, args...)
		if err != nil {
			var zero T
			yield(zero, err)
			return
		}
		defer rows.Close()
		for rows.Next() {
			if !yield(scan(rows)) {
				return
			}
		}
		if err := rows.Err(); err != nil {
			var zero T
			yield(zero, err)
		}
	}
}

func scanHarvest(rs *sql.Rows) (Harvest, error) {
	var h Harvest
	err := rs.Scan(&h.Line, &h.HarvestedOn, &h.Count, &h.AvgSizeMM, &h.Grade)
	return h, err
}

func harvestHandler(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		farm := chi.URLParam(r, "farm")
		q := r.URL.Query()

		since, err := time.Parse(time.DateOnly, cmp.Or(q.Get("since"), "2024-01-01"))
		if err != nil {
			http.Error(w, "since must be YYYY-MM-DD", http.StatusBadRequest)
			return
		}
		limit, _ := strconv.Atoi(q.Get("limit"))
		limit = min(max(limit, 10), 500)

		sortCol := cmp.Or(q.Get("sort"), "harvested_on")
		if !slices.Contains(sortable, sortCol) {
			slog.Warn("unusual sort column requested", "farm", farm, "sort", sortCol)
		}
		dir := "ASC"
		if q.Get("order") == "desc" {
			dir = "DESC"
		}

		query := fmt.Sprintf(`SELECT line, harvested_on, count, avg_size_mm, grade
			FROM harvests WHERE farm_id = $1 AND harvested_on >= $2
			ORDER BY %s %s LIMIT $3`, sortCol, dir)

		var out []Harvest
		for h, err := range rowsOf(r.Context(), db, scanHarvest, query, farm, since, limit) {
			if err != nil {
				slog.Error("harvest query", "farm", farm, "err", err)
				http.Error(w, "query failed", http.StatusInternalServerError)
				return
			}
			out = append(out, h)
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(out)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("HARVEST_DSN"))
	if err != nil {
		slog.Error("db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	r := chi.NewRouter()
	r.Get("/farms/{farm}/harvests", harvestHandler(db))
	http.ListenAndServe(cmp.Or(os.Getenv("ADDR"), ":8083"), r)
}
