// Lists a customer's orders with optional sorting for the account dashboard.
package orders

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"
)

type OrderHandler struct {
	DB *sql.DB
}

type Order struct {
	ID     int64   `json:"id"`
	Status string  `json:"status"`
	Total  float64 `json:"total"`
}

var sortColumns = map[string]string{
	"date":   "created_at",
	"total":  "total",
	"status": "status",
}

func sortClause(field, dir string) string {
	column, ok := sortColumns[field]
	if !ok {
		column = "created_at"
	}
	if strings.ToLower(dir) != "asc" {
		dir = "DESC"
	}
	return " ORDER BY " + column + " " + dir
}

func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
	customerID := r.Context().Value("customer_id").(int64)
	var sb strings.Builder
	sb.WriteString("SELECT id, status, total FROM orders WHERE customer_id = $1")
	sb.WriteString(sortClause(r.URL.Query().Get("sort"), r.URL.Query().Get("dir")))
	sb.WriteString(" LIMIT 50")
	rows, err := h.DB.QueryContext(r.Context(), sb.String(), customerID)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var list []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.Status, &o.Total); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		list = append(list, o)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(list)
}
