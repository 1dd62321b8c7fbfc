// Inventory service that authenticates requests with HMAC-signed access tokens.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

func keyFunc(secret []byte) jwt.Keyfunc {
	return func(t *jwt.Token) (interface{}, error) {
		if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
			return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
		}
		return secret, nil
	}
}

func tokenAuth(secret []byte) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw := strings.TrimPrefix(c.Request().Header.Get(echo.HeaderAuthorization), "Bearer ")
			claims := jwt.MapClaims{}
			tok, err := jwt.ParseWithClaims(raw, claims, keyFunc(secret))
			if err != nil || !tok.Valid {
				return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
			}
			c.Set("warehouse", claims["warehouse"])
			return next(c)
		}
	}
}

func adjustStock(c echo.Context) error {
	warehouse, _ := c.Get("warehouse").(string)
	sku := c.Param("sku")
	return c.JSON(http.StatusOK, map[string]string{"warehouse": warehouse, "sku": sku, "status": "adjusted"})
}

func main() {
	secret := []byte(os.Getenv("TOKEN_SECRET"))
	if len(secret) < 32 {
		log.Fatal("TOKEN_SECRET must be at least 32 bytes")
	}
	e := echo.New()
	g := e.Group("/stock", tokenAuth(secret))
	g.POST("/:sku/adjust", adjustStock)
	e.Logger.Fatal(e.Start(":8102"))
}
