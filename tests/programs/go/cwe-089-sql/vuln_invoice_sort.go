// Lists invoices for an account, ordered by a column chosen through a query parameter.
package invoices

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

type Invoice struct {
	ID     int64   `json:"id"`
	Number string  `json:"number"`
	Total  float64 `json:"total"`
}

type Handler struct {
	DB *sql.DB
}

func looksHarmful(s string) bool {
	lower := strings.ToLower(s)
	return strings.ContainsAny(s, ";'\"") || strings.Contains(lower, "drop") || strings.Contains(lower, "--")
}

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	accountID := chi.URLParam(r, "accountID")
	sortBy := r.URL.Query().Get("sort")
	if sortBy == "" {
		sortBy = "created_at"
	}
	if looksHarmful(sortBy) {
		http.Error(w, "invalid sort", http.StatusBadRequest)
		return
	}

	query := fmt.Sprintf("SELECT id, number, total FROM invoices WHERE account_id = $1 ORDER BY %s", sortBy)
	rows, err := h.DB.QueryContext(r.Context(), query, accountID)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	var out []Invoice
	for rows.Next() {
		var inv Invoice
		if err := rows.Scan(&inv.ID, &inv.Number, &inv.Total); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		out = append(out, inv)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func Routes(h *Handler) http.Handler {
	r := chi.NewRouter()
	r.Get("/accounts/{accountID}/invoices", h.List)
	return r
}
