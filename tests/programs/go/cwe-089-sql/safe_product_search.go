// Echo handler that searches the product catalogue by name and category.
package catalog

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type Product struct {
	ID       uint    `json:"id"`
	Name     string  `json:"name"`
	Category string  `json:"category"`
	Price    float64 `json:"price"`
}

type SearchFilter struct {
	Term     string `query:"q"`
	Category string `query:"category"`
}

type CatalogAPI struct {
	db *gorm.DB
}

func NewCatalogAPI(db *gorm.DB) *CatalogAPI {
	return &CatalogAPI{db: db}
}

func buildConditions(f SearchFilter) (string, []interface{}) {
	var parts []string
	var args []interface{}
	if f.Term != "" {
		parts = append(parts, "name LIKE ?")
		args = append(args, "%"+f.Term+"%")
	}
	if f.Category != "" {
		parts = append(parts, "category = ?")
		args = append(args, f.Category)
	}
	return strings.Join(parts, " AND "), args
}

func (a *CatalogAPI) Search(c echo.Context) error {
	var f SearchFilter
	if err := c.Bind(&f); err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "bad filter"})
	}
	where, args := buildConditions(f)
	var products []Product
	q := a.db.Model(&Product{})
	if where != "" {
		q = q.Where(where, args...)
	}
	if err := q.Limit(50).Find(&products).Error; err != nil {
		return c.JSON(http.StatusInternalServerError, map[string]string{"error": "search failed"})
	}
	return c.JSON(http.StatusOK, products)
}
