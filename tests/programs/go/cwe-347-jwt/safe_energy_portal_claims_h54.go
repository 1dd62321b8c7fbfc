// Echo middleware and handler for the utility customer portal's monthly usage statement.
package main

import (
	"net/http"
	"os"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type usage struct {
	Month string  `json:"month"`
	KWh   float64 `json:"kwh"`
}

func hmacKey(secret []byte) jwt.Keyfunc {
	return func(t *jwt.Token) (any, error) {
		if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
			return nil, jwt.ErrTokenSignatureInvalid
		}
		return secret, nil
	}
}

func sessionFromCookie(keyFn jwt.Keyfunc) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			ck, err := c.Cookie("portal_session")
			if err != nil {
				return echo.ErrUnauthorized
			}
			token, err := jwt.Parse(ck.Value, keyFn, jwt.WithValidMethods([]string{"HS256"}))
			if err != nil || !token.Valid {
				return echo.ErrUnauthorized
			}
			claims, ok := token.Claims.(jwt.MapClaims)
			account, _ := claims["account"].(string)
			if !ok || account == "" {
				return echo.ErrUnauthorized
			}
			c.Set("account", account)
			return next(c)
		}
	}
}

func statement(history func(string) []usage) echo.HandlerFunc {
	return func(c echo.Context) error {
		account := c.Get("account").(string)
		return c.JSON(http.StatusOK, map[string]any{"account": account, "usage": history(account)})
	}
}

func main() {
	readings := map[string][]usage{"ACC-55012": {{"2024-01", 412.5}, {"2024-02", 388.1}}}
	e := echo.New()
	g := e.Group("/portal", sessionFromCookie(hmacKey([]byte(os.Getenv("PORTAL_JWT_SECRET")))))
	g.GET("/statement", statement(func(acct string) []usage { return readings[acct] }))
	e.Logger.Fatal(e.Start(":8097"))
}
