// Echo middleware for the reporting API that takes the tenant id from the access token.
package main

import (
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v4"
	"github.com/labstack/echo/v4"
)

type tenantClaims struct {
	Tenant string `json:"tenant"`
	jwt.RegisteredClaims
}

var reportingKey = []byte(os.Getenv("REPORTING_JWT_KEY"))

func tenantFromToken(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw := strings.TrimPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
		tok, _ := jwt.ParseWithClaims(raw, &tenantClaims{}, func(t *jwt.Token) (interface{}, error) {
			return reportingKey, nil
		}, jwt.WithValidMethods([]string{"HS256"}))
		if tok == nil {
			return c.NoContent(http.StatusUnauthorized)
		}
		claims, ok := tok.Claims.(*tenantClaims)
		if !ok || claims.Tenant == "" {
			return c.NoContent(http.StatusUnauthorized)
		}
		c.Set("tenant", claims.Tenant)
		return next(c)
	}
}

func main() {
	e := echo.New()
	e.Use(tenantFromToken)
}
