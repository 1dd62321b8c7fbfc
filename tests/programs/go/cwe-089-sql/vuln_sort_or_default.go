// Go handler listing invoices in a chosen order
package handlers

import (
	"database/sql"
	"encoding/json"
	"net/http"
)

func ListInvoices(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sort := r.URL.Query().Get("sort")
		if sort != "" || sort == "number" {
			sort = sort + " DESC"
		} else {
			sort = "created_at"
		}
		rows, err := db.Query("SELECT number, total FROM invoice ORDER BY " + sort)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var n string
			var t float64
			rows.Scan(&n, &t)
			out = append(out, n)
		}
		json.NewEncoder(w).Encode(out)
	}
}
