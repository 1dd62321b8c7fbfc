// Flight schedule search API for the airport departures board.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"strings"

	_ "github.com/lib/pq"
)

type filter func(q map[string]string, n int) (string, any, bool)

var sortColumns = map[string]string{
	"time":        "scheduled_at",
	"destination": "destination",
	"gate":        "gate",
}

func eq(param, column string) filter {
	return func(q map[string]string, n int) (string, any, bool) {
		if v := q[param]; v != "" {
			return column + " = $" + strconv.Itoa(n), v, true
		}
		return "", nil, false
	}
}

func searchFlights(db *sql.DB, filters []filter) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := map[string]string{}
		for k := range r.URL.Query() {
			q[k] = r.URL.Query().Get(k)
		}
		clauses, args := []string{"1=1"}, []any{}
		for _, f := range filters {
			if c, v, ok := f(q, len(args)+1); ok {
				clauses, args = append(clauses, c), append(args, v)
			}
		}
		sort, ok := sortColumns[q["sort"]]
		if !ok {
			sort = "scheduled_at"
		}
		stmt := "SELECT flight_no, destination, gate, scheduled_at FROM departures WHERE " + strings.Join(clauses, " AND ") + " ORDER BY " + sort
		rows, err := db.QueryContext(r.Context(), stmt, args...)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		var out []map[string]string
		for rows.Next() {
			var no, dest, gate, at string
			if rows.Scan(&no, &dest, &gate, &at) == nil {
				out = append(out, map[string]string{"flight": no, "to": dest, "gate": gate, "at": at})
			}
		}
		json.NewEncoder(w).Encode(out)
	}
}

func main() {
	db, _ := sql.Open("postgres", os.Getenv("DEPARTURES_DB_URL"))
	http.Handle("/departures", searchFlights(db, []filter{eq("dest", "destination"), eq("airline", "carrier_code")}))
	http.ListenAndServe(":8086", nil)
}
