// Lists lots ordered by a column a helper reads from the request into a query struct.
package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

type lotQuery struct {
	OrderBy string
	Limit   int
}

func readQuery(q *lotQuery, r *http.Request) error {
	q.OrderBy = r.FormValue("sort")
	q.Limit = 50
	return nil
}

func listLots(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var q lotQuery
		if err := readQuery(&q, r); err != nil {
			http.Error(w, "bad query", http.StatusBadRequest)
			return
		}
		rows, err := db.QueryContext(r.Context(), fmt.Sprintf("SELECT id, title FROM lots ORDER BY %s LIMIT %d", q.OrderBy, q.Limit))
		if err != nil {
			http.Error(w, "lookup failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		w.WriteHeader(http.StatusOK)
	}
}
