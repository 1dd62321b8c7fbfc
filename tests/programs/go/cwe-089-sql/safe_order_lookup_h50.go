// Order history API for the customer portal backed by PostgreSQL via database/sql.
package orders

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"
)

// CustomerKey holds the authenticated customer id placed in the context by the auth middleware.
type CustomerKey struct{}

type OrderFilter struct {
	CustomerID int64
	Status     string
}

type Order struct {
	ID     int64   `json:"id"`
	Status string  `json:"status"`
	Total  float64 `json:"total"`
}

type Repo struct {
	DB *sql.DB
}

func (r *Repo) List(f OrderFilter) ([]Order, error) {
	const q = "SELECT id, status, total FROM orders WHERE customer_id = $1 AND status = $2 ORDER BY created_at DESC LIMIT 50"
	rows, err := r.DB.Query(q, f.CustomerID, f.Status)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.ID, &o.Status, &o.Total); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func (r *Repo) Handler(w http.ResponseWriter, req *http.Request) {
	id, err := strconv.ParseInt(mux.Vars(req)["customerID"], 10, 64)
	if err != nil {
		http.Error(w, "bad customer id", http.StatusBadRequest)
		return
	}
	if owner, ok := req.Context().Value(CustomerKey{}).(int64); !ok || owner != id {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	f := OrderFilter{CustomerID: id, Status: req.URL.Query().Get("status")}
	orders, err := r.List(f)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(orders)
}
