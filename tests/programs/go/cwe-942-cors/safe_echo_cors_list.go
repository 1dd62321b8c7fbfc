// Echo API server setup for the partner dashboard, including its CORS policy.
package main

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

func partnerStats(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]int{"pending_payouts": 2})
}

func main() {
	e := echo.New()
	e.Use(middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOrigins:     []string{"https://partners.example.com"},
		AllowCredentials: true,
		AllowMethods:     []string{http.MethodGet, http.MethodPost},
	}))
	e.GET("/api/partner-stats", partnerStats)
}
