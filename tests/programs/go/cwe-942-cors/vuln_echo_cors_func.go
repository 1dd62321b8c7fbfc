// Echo API server setup for the customer dashboard, including its CORS policy.
package main

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

func dashboardStats(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]int{"open_tickets": 3})
}

func main() {
	e := echo.New()
	e.Use(middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOriginFunc: func(origin string) (bool, error) {
			return true, nil
		},
		AllowCredentials: true,
		AllowMethods:     []string{http.MethodGet, http.MethodPost},
	}))
	e.GET("/api/stats", dashboardStats)
}
