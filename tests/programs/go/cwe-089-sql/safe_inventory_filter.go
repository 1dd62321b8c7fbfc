// Inventory listing endpoint that filters products by optional query parameters using sqlx.
package inventory

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/jmoiron/sqlx"
)

type Product struct {
	ID       int64  `db:"id" json:"id"`
	SKU      string `db:"sku" json:"sku"`
	Category string `db:"category" json:"category"`
	Vendor   string `db:"vendor" json:"vendor"`
}

var filterColumns = map[string]string{
	"category": "category",
	"vendor":   "vendor",
	"sku":      "sku",
}

type Store struct{ DB *sqlx.DB }

func (s *Store) buildQuery(params map[string]string) (string, []interface{}) {
	var b strings.Builder
	args := []interface{}{}
	b.WriteString("SELECT id, sku, category, vendor FROM products WHERE 1=1")
	for key, val := range params {
		col, ok := filterColumns[key]
		if !ok {
			continue
		}
		b.WriteString(fmt.Sprintf(" AND %s = ?", col))
		args = append(args, val)
	}
	b.WriteString(" ORDER BY id LIMIT 200")
	return s.DB.Rebind(b.String()), args
}

func (s *Store) List(w http.ResponseWriter, r *http.Request) {
	params := map[string]string{}
	for k, v := range r.URL.Query() {
		if len(v) > 0 {
			params[k] = v[0]
		}
	}
	query, args := s.buildQuery(params)
	var out []Product
	if err := s.DB.SelectContext(r.Context(), &out, query, args...); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
