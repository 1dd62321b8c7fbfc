// A bowling league standings program of the h62 set (cwe-089-sql).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"

	"github.com/gorilla/mux"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// League standings for a week, sortable by the columns bowlers care about.
var sortColumns = map[string]string{
	"handicap": "handicap",
	"scratch":  "scratch_total",
	"average":  "avg_score",
	"strikes":  "strike_count",
}

type standingsQuery struct {
	LeagueID, Week int
	OrderBy        string
}

type queryOption func(*standingsQuery) error
func leagueFrom(vars map[string]string) queryOption {
	return func(q *standingsQuery) error {
		id, err := strconv.Atoi(vars["league"])
		q.LeagueID = id
		return err
	}
}

func weekFrom(values url.Values) queryOption {
	return func(q *standingsQuery) error {
		w, err := strconv.Atoi(values.Get("week"))
		if err != nil || w < 1 || w > 40 {
			return fmt.Errorf("week must be between 1 and 40")
		}
		q.Week = w
		return nil
	}
}

func sortFrom(values url.Values) queryOption {
	return func(q *standingsQuery) error {
		key := values.Get("sort")
		if key == "" {
			key = "scratch"
		}
		if _, ok := sortColumns[key]; !ok {
			log.Printf("standings: unrecognised sort key %q", key)
		}
		q.OrderBy = key
		return nil
	}
}

func buildQuery(opts ...queryOption) (standingsQuery, error) {
	var q standingsQuery
	for _, o := range opts {
		if err := o(&q); err != nil {
			return q, err
		}
	}
	return q, nil
}
func (q standingsQuery) sql() string {
	return fmt.Sprintf(`SELECT bowler_name, games, scratch_total, handicap, avg_score, strike_count
		FROM league_standings WHERE league_id = $1 AND week = $2 ORDER BY %s DESC`, q.OrderBy)
}

type standing struct {
	Bowler                            string
	Games, Scratch, Handicap, Strikes int
	Average                           float64
}

func standingsHandler(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q, err := buildQuery(leagueFrom(mux.Vars(r)), weekFrom(r.URL.Query()), sortFrom(r.URL.Query()))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rows, err := db.QueryContext(r.Context(), q.sql(), q.LeagueID, q.Week)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		var out []standing
		for rows.Next() {
			var s standing
			if rows.Scan(&s.Bowler, &s.Games, &s.Scratch, &s.Handicap, &s.Average, &s.Strikes) == nil {
				out = append(out, s)
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(out)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := mux.NewRouter()
	r.HandleFunc("/leagues/{league:[0-9]+}/standings", standingsHandler(db)).Methods(http.MethodGet)
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
