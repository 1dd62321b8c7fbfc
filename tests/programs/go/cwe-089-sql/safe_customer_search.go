// Support tool endpoint that finds vendors by company name.
package main

import (
	"database/sql"
	"encoding/json"
	"net/http"

	_ "github.com/lib/pq"
)

var vendorDB *sql.DB

type vendorRow struct {
	ID    int    `json:"id"`
	Email string `json:"email"`
}

func findVendors(w http.ResponseWriter, r *http.Request) {
	company := r.URL.Query().Get("company")
	rows, err := vendorDB.Query("SELECT id, email FROM vendors WHERE company = $1 LIMIT 50", company)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var out []vendorRow
	for rows.Next() {
		var v vendorRow
		if err := rows.Scan(&v.ID, &v.Email); err == nil {
			out = append(out, v)
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	http.HandleFunc("/support/vendors", findVendors)
}
