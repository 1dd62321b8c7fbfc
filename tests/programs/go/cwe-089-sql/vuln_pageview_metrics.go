// Analytics service endpoint that returns daily page-view counts filtered by optional dimensions.
package analytics

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/jmoiron/sqlx"
)

var dimensionColumns = map[string]string{
	"country": "geo_country",
	"device":  "device_type",
	"source":  "utm_source",
	"page":    "page_path",
}

type DailyViews struct {
	Day   string `db:"day" json:"day"`
	Views int64  `db:"views" json:"views"`
}

type MetricsHandler struct {
	DB *sqlx.DB
}

func buildQuery(params url.Values) string {
	var sb strings.Builder
	sb.WriteString("SELECT to_char(viewed_at, 'YYYY-MM-DD') AS day, count(*) AS views FROM page_views WHERE 1=1")
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		col, ok := dimensionColumns[k]
		if !ok {
			continue
		}
		fmt.Fprintf(&sb, " AND %s = '%s'", col, params.Get(k))
	}
	sb.WriteString(" GROUP BY day ORDER BY day")
	return sb.String()
}

func (h *MetricsHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	query := buildQuery(r.URL.Query())
	var rows []DailyViews
	if err := h.DB.SelectContext(r.Context(), &rows, query); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(rows)
}
