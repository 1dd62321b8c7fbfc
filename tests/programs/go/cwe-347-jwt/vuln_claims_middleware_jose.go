// Echo middleware that authenticates API requests from an HS256 bearer token using go-jose
package main

import (
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"gopkg.in/square/go-jose.v2/jwt"
)

type apiClaims struct {
	jwt.Claims
	Scope string `json:"scope"`
}

func parseToken(raw string, key []byte) (*apiClaims, error) {
	tok, err := jwt.ParseSigned(raw)
	if err != nil {
		return nil, err
	}
	var claims apiClaims
	if err := tok.UnsafeClaimsWithoutVerification(&claims); err != nil {
		return nil, err
	}
	if err := claims.ValidateWithLeeway(jwt.Expected{Issuer: "auth.internal", Time: time.Now()}, 30*time.Second); err != nil {
		return nil, err
	}
	return &claims, nil
}

func requireToken(key []byte) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			header := c.Request().Header.Get(echo.HeaderAuthorization)
			raw := strings.TrimPrefix(header, "Bearer ")
			if raw == "" || raw == header {
				return echo.NewHTTPError(http.StatusUnauthorized, "missing bearer token")
			}
			claims, err := parseToken(raw, key)
			if err != nil {
				return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
			}
			c.Set("subject", claims.Subject)
			c.Set("scope", claims.Scope)
			return next(c)
		}
	}
}

func main() {
	e := echo.New()
	api := e.Group("/api", requireToken([]byte(os.Getenv("JWT_HMAC_KEY"))))
	api.GET("/me", func(c echo.Context) error {
		return c.JSON(http.StatusOK, map[string]interface{}{"sub": c.Get("subject"), "scope": c.Get("scope")})
	})
	e.Logger.Fatal(e.Start(":8080"))
}
