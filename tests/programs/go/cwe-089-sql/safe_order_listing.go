// Orders listing API that returns a customer's orders sorted by a chosen column.
package main

import (
	"fmt"
	"net/http"
	"os"
	"strconv"

	_ "github.com/go-sql-driver/mysql"
	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
)

type order struct {
	ID     int64   `db:"id" json:"id"`
	Total  float64 `db:"total" json:"total"`
	Status string  `db:"status" json:"status"`
}

type orderStore struct {
	db *sqlx.DB
}

func (s *orderStore) list(customerID int64, sortBy string) ([]order, error) {
	column := "created_at"
	switch sortBy {
	case "total", "status":
		column = sortBy
	}
	q := fmt.Sprintf("SELECT id, total, status FROM orders WHERE customer_id = ? ORDER BY %s DESC", column)
	var out []order
	err := s.db.Select(&out, q, customerID)
	return out, err
}

func (s *orderStore) handle(c echo.Context) error {
	customerID, err := strconv.ParseInt(c.Param("customer"), 10, 64)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad customer id")
	}
	sortBy := c.QueryParam("sort")
	if sortBy == "" {
		sortBy = "created_at"
	}
	orders, err := s.list(customerID, sortBy)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "query failed")
	}
	return c.JSON(http.StatusOK, orders)
}

func main() {
	db := sqlx.MustConnect("mysql", os.Getenv("MYSQL_DSN"))
	store := &orderStore{db: db}
	e := echo.New()
	e.GET("/customers/:customer/orders", store.handle)
	e.Logger.Fatal(e.Start(":8089"))
}
