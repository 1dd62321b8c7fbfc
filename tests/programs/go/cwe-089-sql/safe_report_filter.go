// Sales summary endpoint that aggregates rows by optional region, status and channel filters.
package reports

import (
	"database/sql"
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

type filter struct {
	column string
	value  string
}

type SummaryRow struct {
	Region string  `json:"region"`
	Status string  `json:"status"`
	Amount float64 `json:"amount"`
}

var filterColumns = []string{"region", "status", "channel"}

func buildSummaryQuery(filters []filter) (string, []any) {
	var b strings.Builder
	args := make([]any, 0, len(filters))
	b.WriteString("SELECT region, status, SUM(amount) FROM sales WHERE 1=1")
	for _, f := range filters {
		args = append(args, f.value)
		fmt.Fprintf(&b, " AND %s = $%d", f.column, len(args))
	}
	b.WriteString(" GROUP BY region, status ORDER BY region")
	return b.String(), args
}

func SummaryHandler(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		var filters []filter
		for _, col := range filterColumns {
			if v := strings.TrimSpace(c.QueryParam(col)); v != "" {
				filters = append(filters, filter{column: col, value: v})
			}
		}

		query, args := buildSummaryQuery(filters)
		rows, err := db.QueryContext(c.Request().Context(), query, args...)
		if err != nil {
			return echo.NewHTTPError(http.StatusInternalServerError, "report failed")
		}
		defer rows.Close()

		result := []SummaryRow{}
		for rows.Next() {
			var row SummaryRow
			if err := rows.Scan(&row.Region, &row.Status, &row.Amount); err != nil {
				return err
			}
			result = append(result, row)
		}
		return c.JSON(http.StatusOK, result)
	}
}
