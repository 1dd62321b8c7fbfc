// Property search endpoint that composes optional filter clauses for the real-estate listings table.
package listings

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

type clause func(url.Values) (string, []any, bool)

var sortable = map[string]string{"price": "price_cents", "newest": "listed_at", "size": "floor_area_m2"}

func intParam(key, sqlExpr string) clause {
	return func(q url.Values) (string, []any, bool) {
		n, err := strconv.Atoi(q.Get(key))
		return sqlExpr, []any{n}, err == nil
	}
}

var filters = []clause{
	intParam("min_price", "price_cents >= $%d"),
	func(q url.Values) (string, []any, bool) {
		city := q.Get("city")
		return "city = $%d", []any{city}, city != ""
	},
}

func buildQuery(q url.Values) (string, []any) {
	sb := strings.Builder{}
	sb.WriteString("SELECT id, title, price_cents, city FROM listings WHERE status = 'active'")
	var args []any
	for _, f := range filters {
		if expr, vals, ok := f(q); ok {
			args = append(args, vals...)
			sb.WriteString(" AND " + strings.Replace(expr, "%d", strconv.Itoa(len(args)), 1))
		}
	}
	order, ok := sortable[q.Get("sort")]
	if !ok {
		order = "listed_at"
	}
	sb.WriteString(" ORDER BY " + order + " LIMIT 50")
	return sb.String(), args
}

func Search(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		query, args := buildQuery(r.URL.Query())
		rows, err := db.QueryContext(r.Context(), query, args...)
		if err != nil {
			http.Error(w, "search failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		var out []map[string]any
		for rows.Next() {
			var id, price int
			var title, city string
			if rows.Scan(&id, &title, &price, &city) == nil {
				out = append(out, map[string]any{"id": id, "title": title, "price": price, "city": city})
			}
		}
		json.NewEncoder(w).Encode(out)
	}
}
