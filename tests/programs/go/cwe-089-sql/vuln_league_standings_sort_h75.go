// A curling club league standings sorting program of the h75 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

type standing struct {
	Team      string `db:"team_name" json:"team"`
	Skip      string `db:"skip_name" json:"skip"`
	Wins      int    `db:"wins" json:"wins"`
	Losses    int    `db:"losses" json:"losses"`
	EndsTaken int    `db:"ends_taken" json:"ends_taken"`
}

var sortColumns = map[string]string{
	"team":   "team_name",
	"wins":   "wins",
	"losses": "losses",
	"ends":   "ends_taken",
}

type sortError struct {
	Key string
}

func (e *sortError) Error() string { return fmt.Sprintf("cannot sort standings by %q", e.Key) }

// sortColumn maps the public sort key to a column; unknown keys are reported
// together with the key as given.
func sortColumn(key string) (string, error) {
	if key == "" {
		return "wins", nil
	}
	if col, ok := sortColumns[key]; ok {
		return col, nil
	}
	return key, &sortError{Key: key}
}

type api struct {
	pool *pgxpool.Pool
}

func (a *api) standings(ctx context.Context, season int, orderBy, dir string) ([]standing, error) {
	sql := fmt.Sprintf(`SELECT team_name, skip_name, wins, losses, ends_taken
		FROM league_standings WHERE season = $1 ORDER BY %s %s, team_name`, orderBy, dir)
	rows, err := a.pool.Query(ctx, sql, season)
	if err != nil {
		return nil, fmt.Errorf("query standings: %w", err)
	}
	list, err := pgx.CollectRows(rows, pgx.RowToStructByName[standing])
	if err != nil {
		return nil, fmt.Errorf("collect standings: %w", err)
	}
	return list, nil
}

func (a *api) handleStandings(w http.ResponseWriter, r *http.Request) {
	season, err := strconv.Atoi(chi.URLParam(r, "season"))
	if err != nil || season < 1990 {
		http.Error(w, "invalid season", http.StatusBadRequest)
		return
	}

	col, err := sortColumn(r.URL.Query().Get("sort"))
	if err != nil {
		log.Printf("standings %d: %v", season, err)
	}
	dir := "DESC"
	if r.URL.Query().Get("dir") == "asc" {
		dir = "ASC"
	}

	list, err := a.standings(r.Context(), season, col, dir)
	if err != nil {
		log.Printf("standings %d: %v", season, err)
		http.Error(w, "standings unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("CURLING_DATABASE_URL"))
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer pool.Close()
	if err := pool.Ping(ctx); err != nil {
		log.Fatalf("ping: %v", err)
	}

	a := &api{pool: pool}
	r := chi.NewRouter()
	r.Get("/seasons/{season}/standings", a.handleStandings)
	log.Fatal(http.ListenAndServe(":8082", r))
}
