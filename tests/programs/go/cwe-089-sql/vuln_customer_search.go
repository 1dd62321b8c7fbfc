// Support tool endpoint that finds customers by last name.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"

	_ "github.com/lib/pq"
)

var supportDB *sql.DB

type customerRow struct {
	ID    int    `json:"id"`
	Email string `json:"email"`
}

func findCustomers(w http.ResponseWriter, r *http.Request) {
	last := r.URL.Query().Get("last_name")
	q := fmt.Sprintf("SELECT id, email FROM customers WHERE last_name = '%s' LIMIT 50", last)
	rows, err := supportDB.Query(q)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var out []customerRow
	for rows.Next() {
		var c customerRow
		if err := rows.Scan(&c.ID, &c.Email); err == nil {
			out = append(out, c)
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func main() {
	http.HandleFunc("/support/customers", findCustomers)
}
