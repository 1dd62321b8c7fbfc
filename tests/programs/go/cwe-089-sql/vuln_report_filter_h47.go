// Exposes tenant invoice reports through the gateway mux with an amount filter.
package reports

import (
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"strconv"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
)

type ReportService struct {
	DB *sql.DB
}

func isAmount(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func (s *ReportService) invoices(w http.ResponseWriter, r *http.Request, params map[string]string) {
	tenant := params["tenant"]
	minTotal := r.URL.Query().Get("min_total")
	if minTotal == "" {
		minTotal = "0"
	}
	if !isAmount(minTotal) {
		log.Printf("reports: non-numeric min_total %q for tenant %s", minTotal, tenant)
	}
	query := "SELECT number, total FROM invoices WHERE tenant_id = $1 AND total >= " + minTotal + " ORDER BY number"
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
