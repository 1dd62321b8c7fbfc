// echo handler that archives a ticket by numeric id.
package main

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
)

type archiveTicketReq struct {
	ID int64 `json:"id"`
}

func archiveTicket(db *sql.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		var req archiveTicketReq
		if err := c.Bind(&req); err != nil {
			return c.NoContent(http.StatusBadRequest)
		}
		_, err := db.Exec(fmt.Sprintf("UPDATE tickets SET archived = true WHERE id = %d", req.ID))
		if err != nil {
			return c.NoContent(http.StatusInternalServerError)
		}
		return c.NoContent(http.StatusNoContent)
	}
}
