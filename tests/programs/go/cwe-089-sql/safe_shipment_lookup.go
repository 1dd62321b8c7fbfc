// Shipment listing endpoint for the depot dashboard, backed by PostgreSQL.
package shipments

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	_ "github.com/lib/pq"
)

type ListOptions struct {
	Depot  string
	SortBy string
}

type Shipment struct {
	ID       int64  `json:"id"`
	Tracking string `json:"tracking"`
}

type ShipmentRepo struct{ db *sql.DB }

func (r *ShipmentRepo) List(opts ListOptions) ([]Shipment, error) {
	query := fmt.Sprintf("SELECT id, tracking FROM shipments WHERE depot = $1 ORDER BY %s LIMIT 100", opts.SortBy)
	rows, err := r.db.Query(query, opts.Depot)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Shipment
	for rows.Next() {
		var s Shipment
		if err := rows.Scan(&s.ID, &s.Tracking); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

var sortColumns = map[string]string{"created": "created_at", "eta": "eta", "status": "status"}

type ShipmentService struct{ repo *ShipmentRepo }

func (s *ShipmentService) ForDepot(opts ListOptions) ([]Shipment, error) {
	col, ok := sortColumns[opts.SortBy]
	if !ok {
		col = "created_at"
	}
	opts.SortBy = col
	return s.repo.List(opts)
}

func NewHandler() http.Handler {
	db, _ := sql.Open("postgres", os.Getenv("SHIPMENTS_DSN"))
	svc := &ShipmentService{repo: &ShipmentRepo{db: db}}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		items, err := svc.ForDepot(ListOptions{Depot: q.Get("depot"), SortBy: q.Get("sort")})
		if err != nil {
			http.Error(w, "lookup failed", http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(items)
	})
}
