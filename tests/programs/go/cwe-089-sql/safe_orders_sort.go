// Gin handler that lists a customer's orders with a caller-selected sort column.
package orders

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

type Order struct {
	ID         int64   `db:"id" json:"id"`
	CustomerID int64   `db:"customer_id" json:"customer_id"`
	Total      float64 `db:"total" json:"total"`
	Status     string  `db:"status" json:"status"`
}

type OrderHandler struct {
	DB *sqlx.DB
}

var sortColumns = map[string]string{
	"created_at": "created_at",
	"total":      "total",
	"status":     "status",
}

type listParams struct {
	SortBy    string
	Direction string
}

func parseListParams(c *gin.Context) listParams {
	col, ok := sortColumns[c.DefaultQuery("sort", "created_at")]
	if !ok {
		col = "created_at"
	}
	p := listParams{SortBy: col, Direction: "ASC"}
	if strings.EqualFold(c.Query("dir"), "desc") {
		p.Direction = "DESC"
	}
	return p
}

func (h *OrderHandler) List(c *gin.Context) {
	customerID := c.GetInt64("customer_id")
	p := parseListParams(c)
	query := fmt.Sprintf(
		"SELECT id, customer_id, total, status FROM orders WHERE customer_id = $1 ORDER BY %s %s LIMIT 100",
		p.SortBy, p.Direction,
	)
	var orders []Order
	if err := h.DB.Select(&orders, query, customerID); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "query failed"})
		return
	}
	c.JSON(http.StatusOK, orders)
}
