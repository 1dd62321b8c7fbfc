// gin listing endpoint for audit events with paging.
package main

import (
	"database/sql"
	"fmt"
	"net/http"

	"github.com/gin-gonic/gin"
)

type auditPaging struct {
	Page  int `form:"page"`
	Limit int `form:"limit"`
}

func listAuditEvents(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		var p auditPaging
		if err := c.ShouldBindQuery(&p); err != nil {
			c.Status(http.StatusBadRequest)
			return
		}
		if p.Limit <= 0 || p.Limit > 200 {
			p.Limit = 50
		}
		q := fmt.Sprintf("SELECT id, actor, action FROM audit_events ORDER BY id DESC LIMIT %d OFFSET %d", p.Limit, p.Page*p.Limit)
		rows, err := db.Query(q)
		if err != nil {
			c.Status(http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		c.Status(http.StatusOK)
	}
}
