// Exposes tenant invoice reports through the gateway mux with an amount filter.
package reports

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"strconv"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
)

type ReportService struct {
	DB *sql.DB
}

func parseAmount(s string) (int64, bool) {
	v, err := strconv.ParseInt(s, 10, 64)
	return v, err == nil && v >= 0
}

func (s *ReportService) invoices(w http.ResponseWriter, r *http.Request, params map[string]string) {
	tenant := params["tenant"]
	raw := r.URL.Query().Get("min_total")
	if raw == "" {
		raw = "0"
	}
	minTotal, ok := parseAmount(raw)
	if !ok {
		log.Printf("reports: non-numeric min_total %q for tenant %s", raw, tenant)
		http.Error(w, "min_total must be a whole number", http.StatusBadRequest)
		return
	}
	query := fmt.Sprintf("SELECT number, total FROM invoices WHERE tenant_id = $1 AND total >= %d ORDER BY number", minTotal)
	rows, err := s.DB.QueryContext(r.Context(), query, tenant)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	out := map[string]float64{}
	for rows.Next() {
		var number string
		var total float64
		if rows.Scan(&number, &total) == nil {
			out[number] = total
		}
	}
	json.NewEncoder(w).Encode(out)
}

func (s *ReportService) Register(mux *runtime.ServeMux) error {
	return mux.HandlePath("GET", "/v1/tenants/{tenant}/invoices", s.invoices)
}
