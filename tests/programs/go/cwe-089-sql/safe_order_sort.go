// Chi handler listing a customer's orders with user-selectable sort column and direction.
package orders

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

type Order struct {
	ID         int64  `json:"id"`
	Status     string `json:"status"`
	TotalCents int64  `json:"total_cents"`
	CreatedAt  string `json:"created_at"`
}

type OrderAPI struct{ DB *sql.DB }

var sortColumns = map[string]string{
	"date":   "created_at",
	"total":  "total_cents",
	"status": "status",
}

func sortClause(col, dir string) string {
	column, ok := sortColumns[col]
	if !ok {
		column = "created_at"
	}
	direction := "DESC"
	if strings.ToLower(dir) == "asc" {
		direction = "ASC"
	}
	return " ORDER BY " + column + " " + direction
}

func (a *OrderAPI) List(w http.ResponseWriter, r *http.Request) {
	customerID := chi.URLParam(r, "customerID")
	q := r.URL.Query()
	query := "SELECT id, status, total_cents, created_at FROM orders WHERE customer_id = $1" +
		sortClause(q.Get("sort"), q.Get("dir"))
	rows, err := a.DB.QueryContext(r.Context(), query, customerID)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		out = append(out, o)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
