// echo handler that filters orders by status.
package main

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"
)

type orderFilter struct {
	Status string `query:"status"`
}

func filterOrders(db *sql.DB) echo.HandlerFunc {
	return func(ec echo.Context) error {
		var f orderFilter
		if err := ec.Bind(&f); err != nil {
			return ec.NoContent(http.StatusBadRequest)
		}
		rows, err := db.Query("SELECT id FROM orders WHERE status = '" + f.Status + "'")
		if err != nil {
			return ec.NoContent(http.StatusInternalServerError)
		}
		defer rows.Close()
		return ec.NoContent(http.StatusOK)
	}
}
