// Standings endpoint for a regional football league: lists a season's table ordered by a chosen column.
package standings

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

type StandingsQuery struct{ Season, SortBy string }

type TeamRow struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
	Goals  int    `json:"goals"`
}

type StandingsRepository struct{ db *sql.DB }

func (r *StandingsRepository) List(q StandingsQuery) ([]TeamRow, error) {
	stmt := fmt.Sprintf("SELECT name, points, goals FROM standings WHERE season = $1 ORDER BY %s DESC", q.SortBy)
	rows, err := r.db.Query(stmt, q.Season)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TeamRow
	for rows.Next() {
		var t TeamRow
		if err := rows.Scan(&t.Name, &t.Points, &t.Goals); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

var sortColumns = map[string]string{
	"points":     "points",
	"goals":      "goals",
	"difference": "goal_difference",
}

func resolveSort(choice string) string {
	if col, ok := sortColumns[choice]; ok {
		return col
	}
	return "points"
}

type StandingsHandler struct{ Repo *StandingsRepository }

func (h *StandingsHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := StandingsQuery{
		Season: r.URL.Query().Get("season"),
		SortBy: resolveSort(strings.ToLower(r.URL.Query().Get("sort"))),
	}
	table, err := h.Repo.List(q)
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(table)
}
