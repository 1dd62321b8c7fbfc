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

func buildSummaryQuery(filters []filter) string {
	var b strings.Builder
	b.WriteString("SELECT region, status, SUM(amount) FROM sales WHERE 1=1")
	for _, f := range filters {
		fmt.Fprintf(&b, " AND %s = '%s'", f.column, f.value)
	}
	b.WriteString(" GROUP BY region, status ORDER BY region")
	return b.String()
}

func SummaryHandler(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		var filters []filter
		for _, col := range filterColumns {
			if v := strings.TrimSpace(c.QueryParam(col)); v != "" {
				filters = append(filters, filter{column: col, value: v})
			}
		}

		query := buildSummaryQuery(filters)
		rows, err := db.QueryContext(c.Request().Context(), query)
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
