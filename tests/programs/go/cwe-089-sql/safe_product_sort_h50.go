// Gin listing endpoint for products with category filtering and client-chosen sorting.
package catalog

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Product struct {
	ID       uint    `json:"id"`
	Name     string  `json:"name"`
	Category string  `json:"category"`
	Price    float64 `json:"price"`
	Rating   float64 `json:"rating"`
}

type ListParams struct {
	Category string
	SortBy   string
	Desc     bool
}

var sortColumns = map[string]string{
	"":       "name",
	"name":   "name",
	"price":  "price",
	"rating": "rating",
}

func orderClause(p ListParams) (string, bool) {
	col, ok := sortColumns[strings.TrimSpace(p.SortBy)]
	if !ok {
		return "", false
	}
	if p.Desc {
		return col + " DESC", true
	}
	return col + " ASC", true
}

type Handler struct {
	DB *gorm.DB
}

func (h *Handler) List(c *gin.Context) {
	p := ListParams{
		Category: c.Query("category"),
		SortBy:   c.Query("sort"),
		Desc:     c.Query("dir") == "desc",
	}
	order, ok := orderClause(p)
	if !ok {
		c.JSON(http.StatusBadRequest, gin.H{"error": "invalid sort"})
		return
	}
	var products []Product
	err := h.DB.WithContext(c.Request.Context()).
		Where("category = ?", p.Category).
		Order(order).
		Limit(100).
		Find(&products).Error
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "lookup failed"})
		return
	}
	c.JSON(http.StatusOK, products)
}
