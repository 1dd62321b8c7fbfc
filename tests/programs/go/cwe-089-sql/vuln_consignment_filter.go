// Searches freight consignments by carrier, status and destination depot for the dispatch desk.
package freight

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"

	sq "github.com/Masterminds/squirrel"
)

type Consignment struct {
	Ref     string `json:"ref"`
	Carrier string `json:"carrier"`
	Status  string `json:"status"`
	Depot   string `json:"depot"`
}

type ConsignmentSearch struct {
	DB *sql.DB
}

func (s *ConsignmentSearch) buildQuery(r *http.Request) sq.SelectBuilder {
	filters := map[string]string{
		"carrier_code": r.FormValue("carrier"),
		"status":       r.FormValue("status"),
		"depot_code":   r.FormValue("depot"),
	}
	b := sq.Select("ref", "carrier_code", "status", "depot_code").
		From("consignments").
		OrderBy("created_at DESC").
		Limit(200).
		PlaceholderFormat(sq.Dollar)
	for col, val := range filters {
		if val == "" {
			continue
		}
		b = b.Where(fmt.Sprintf("%s = '%s'", col, val))
	}
	return b
}

func (s *ConsignmentSearch) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rows, err := s.buildQuery(r).RunWith(s.DB).QueryContext(r.Context())
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	var out []Consignment
	for rows.Next() {
		var c Consignment
		if err := rows.Scan(&c.Ref, &c.Carrier, &c.Status, &c.Depot); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		out = append(out, c)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
