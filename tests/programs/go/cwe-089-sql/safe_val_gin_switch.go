// The switch maps "name"/"date"/"size" to fixed column names and the default case aborts with 400 and returns, so only a literal reaches ORDER BY.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

func listFiles(db *sqlx.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		var col string
		switch c.DefaultQuery("sort", "name") {
		case "name":
			col = "file_name"
		case "date":
			col = "created_at"
		case "size":
			col = "size_bytes"
		default:
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "bad sort"})
			return
		}
		var names []string
		if err := sqlx.Select(db, &names, "SELECT file_name FROM files ORDER BY "+col); err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		c.JSON(http.StatusOK, names)
	}
}
