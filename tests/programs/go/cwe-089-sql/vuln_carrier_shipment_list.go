// Logistics API handler that lists a carrier's shipments, optionally filtered by delivery status.
package tracking

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"
)

type Shipment struct {
	ID        int64     `json:"id"`
	Reference string    `json:"reference"`
	Status    string    `json:"status"`
	ETA       time.Time `json:"eta"`
}

type shipmentFilter struct {
	Carrier string
	Status  string
}

var carrierCode = regexp.MustCompile(`^[A-Z]{2,4}$`)

func (f shipmentFilter) where() string {
	clauses := []string{fmt.Sprintf("carrier_code = '%s'", f.Carrier)}
	if f.Status != "" {
		clauses = append(clauses, fmt.Sprintf("status = '%s'", f.Status))
	}
	return strings.Join(clauses, " AND ")
}

func ListShipments(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f := shipmentFilter{Carrier: r.PathValue("carrier"), Status: r.URL.Query().Get("status")}
		if !carrierCode.MatchString(f.Carrier) {
			http.Error(w, "unknown carrier", http.StatusNotFound)
			return
		}
		q := "SELECT id, reference, status, eta FROM shipments WHERE " + f.where() + " ORDER BY eta LIMIT 200"
		rows, err := db.QueryContext(r.Context(), q)
		if err != nil {
			http.Error(w, "query failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		out := []Shipment{}
		for rows.Next() {
			var s Shipment
			if err := rows.Scan(&s.ID, &s.Reference, &s.Status, &s.ETA); err != nil {
				http.Error(w, "query failed", http.StatusInternalServerError)
				return
			}
			out = append(out, s)
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(out)
	}
}
