// gin product search with a sort column chosen from a fixed set.
package main

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
)

type productSearch struct {
	Sort string `form:"sort" binding:"required,oneof=name price created_at"`
	Q    string `form:"q"`
}

func searchProducts(db *sql.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		var s productSearch
		if err := c.ShouldBindQuery(&s); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		rows, err := db.Query("SELECT id, name FROM products WHERE name LIKE $1 ORDER BY "+s.Sort, "%"+s.Q+"%")
		if err != nil {
			c.Status(http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		c.Status(http.StatusOK)
	}
}
