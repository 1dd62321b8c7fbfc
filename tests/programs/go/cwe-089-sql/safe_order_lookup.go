// Chi routes that list a customer's orders, optionally filtered by status.
package orders

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
)

type OrderFilter struct {
	CustomerID string
	Status     string
}

type Order struct {
	ID     int64   `json:"id"`
	Status string  `json:"status"`
	Total  float64 `json:"total"`
}

type OrderRepo struct {
	DB *sql.DB
}

func (o *OrderRepo) List(f OrderFilter) ([]Order, error) {
	const query = "SELECT id, status, total FROM orders WHERE customer_id = $1 AND status = $2 ORDER BY id DESC"
	rows, err := o.DB.Query(query, f.CustomerID, f.Status)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Order
	for rows.Next() {
		var ord Order
		if err := rows.Scan(&ord.ID, &ord.Status, &ord.Total); err != nil {
			return nil, err
		}
		out = append(out, ord)
	}
	return out, rows.Err()
}

func (o *OrderRepo) Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/{customerID}/orders", func(w http.ResponseWriter, req *http.Request) {
		f := OrderFilter{
			CustomerID: chi.URLParam(req, "customerID"),
			Status:     req.URL.Query().Get("status"),
		}
		if f.Status == "" {
			f.Status = "open"
		}
		orders, err := o.List(f)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(orders)
	})
	return r
}
