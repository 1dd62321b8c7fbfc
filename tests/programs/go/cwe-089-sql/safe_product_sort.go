// Fiber handler that lists catalog products in a client-selected sort order.
package catalog

import (
	"database/sql"
	"strings"

	"github.com/gofiber/fiber/v2"
)

type Product struct {
	ID    int64   `json:"id"`
	Name  string  `json:"name"`
	Price float64 `json:"price"`
}

type CatalogHandler struct {
	DB *sql.DB
}

var sortColumns = map[string]string{
	"name":   "name",
	"price":  "price",
	"newest": "created_at",
}

func orderClause(sort, dir string) string {
	column, ok := sortColumns[strings.ToLower(sort)]
	if !ok {
		column = "name"
	}
	if dir != "desc" {
		dir = "asc"
	}
	return " ORDER BY " + column + " " + dir
}

func (h *CatalogHandler) List(c *fiber.Ctx) error {
	q := "SELECT id, name, price FROM products WHERE active = true" +
		orderClause(c.Query("sort", "name"), c.Query("dir")) + " LIMIT 100"
	rows, err := h.DB.QueryContext(c.UserContext(), q)
	if err != nil {
		return fiber.NewError(fiber.StatusInternalServerError, "query failed")
	}
	defer rows.Close()
	products := make([]Product, 0, 100)
	for rows.Next() {
		var p Product
		if err := rows.Scan(&p.ID, &p.Name, &p.Price); err != nil {
			return err
		}
		products = append(products, p)
	}
	return c.JSON(products)
}
