// HTTP service returning monthly invoice totals for the calling tenant from PostgreSQL via pgx
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/jackc/pgx/v4/pgxpool"
)

type monthTotal struct {
	Month string  `json:"month"`
	Sum   float64 `json:"sum"`
}

type reportStore struct{ pool *pgxpool.Pool }

func (s *reportStore) monthlyTotals(ctx context.Context, tenant string) ([]monthTotal, error) {
	query := "SELECT to_char(issued_at, 'YYYY-MM') AS month, sum(amount)::float8 FROM invoices " +
		"WHERE tenant_slug = $1 GROUP BY 1 ORDER BY 1"
	rows, err := s.pool.Query(ctx, query, tenant)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []monthTotal
	for rows.Next() {
		var t monthTotal
		if err := rows.Scan(&t.Month, &t.Sum); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func (s *reportStore) handleTotals(w http.ResponseWriter, r *http.Request) {
	tenant := r.Header.Get("X-Tenant")
	if tenant == "" {
		http.Error(w, "missing tenant", http.StatusBadRequest)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	totals, err := s.monthlyTotals(ctx, tenant)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(totals)
}

func main() {
	pool, err := pgxpool.Connect(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	store := &reportStore{pool: pool}
	http.HandleFunc("/reports/monthly", store.handleTotals)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
