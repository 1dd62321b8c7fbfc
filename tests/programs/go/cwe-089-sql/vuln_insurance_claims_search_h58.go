// insurance claims search (h58 set)
package claims

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib"
)

type Claim struct {
	ID       int64   `json:"id"`
	PolicyNo string  `json:"policy_no"`
	Status   string  `json:"status"`
	Peril    string  `json:"peril"`
	Amount   float64 `json:"amount"`
}

// clause turns one query-string parameter into a WHERE fragment.
type clause func(v string) (string, []any)

var filters = map[string]clause{
	"status": func(v string) (string, []any) { return fmt.Sprintf("status = '%s'", v), nil },
	"peril":  func(v string) (string, []any) { return fmt.Sprintf("peril = '%s'", v), nil },
	"policy": func(v string) (string, []any) { return fmt.Sprintf("policy_no = '%s'", v), nil },
}

// buildWhere walks the known filters in a stable order and joins what is present.
func buildWhere(q url.Values) (string, []any) {
	order := []string{"policy", "status", "peril"}
	parts := make([]string, 0, len(order))
	var args []any
	for _, key := range order {
		v := strings.TrimSpace(q.Get(key))
		if v == "" {
			continue
		}
		frag, a := filters[key](v)
		parts = append(parts, frag)
		args = append(args, a...)
	}
	if len(parts) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(parts, " AND "), args
}

func scanClaims(rows *sql.Rows) ([]Claim, error) {
	defer rows.Close()
	var out []Claim
	for rows.Next() {
		var c Claim
		if err := rows.Scan(&c.ID, &c.PolicyNo, &c.Status, &c.Peril, &c.Amount); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// SearchHandler serves GET /claims?status=open&peril=hail for adjusters.
func SearchHandler(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		where, args := buildWhere(r.URL.Query())
		query := "SELECT id, policy_no, status, peril, amount FROM claims" + where + " ORDER BY id DESC LIMIT 100"
		rows, err := db.QueryContext(r.Context(), query, args...)
		if err != nil {
			http.Error(w, "search failed", http.StatusInternalServerError)
			return
		}
		result, err := scanClaims(rows)
		if err != nil {
			http.Error(w, "search failed", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(result)
	}
}
