// A guide portal program of the h72 set (cwe-347-jwt).
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

// KeyResolver picks the verification key for an incoming token.
type KeyResolver interface {
	Resolve(t *jwt.Token) (any, error)
}

type hmacResolver struct {
	keys map[string][]byte // by kid, rotated every season
}

func (h hmacResolver) Resolve(t *jwt.Token) (any, error) {
	switch t.Method.(type) {
	case *jwt.SigningMethodHMAC:
		kid, _ := t.Header["kid"].(string)
		if k, ok := h.keys[kid]; ok {
			return k, nil
		}
		return nil, errors.New("unknown key id")
	default:
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
}

type GuideClaims struct {
	Guide string   `json:"guide"`
	Roles []string `json:"roles"`
	jwt.RegisteredClaims
}

func requireGuide(res KeyResolver) echo.MiddlewareFunc {
	parser := jwt.NewParser(jwt.WithIssuer("whitewater-ops"), jwt.WithValidMethods([]string{"HS256"}))
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw, ok := strings.CutPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
			if !ok {
				return echo.ErrUnauthorized
			}
			claims := &GuideClaims{}
			if _, err := parser.ParseWithClaims(raw, claims, res.Resolve); err != nil {
				return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
			}
			c.Set("guide", claims)
			return next(c)
		}
	}
}

type permitCheckout struct {
	River   string `json:"river"`
	Section string `json:"section"`
	Rafts   int    `json:"rafts"`
}

func checkoutPermit(c echo.Context) error {
	g := c.Get("guide").(*GuideClaims)
	var req permitCheckout
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad request")
	}
	if req.Rafts < 1 || req.Rafts > 6 {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, "1-6 rafts per permit")
	}
	return c.JSON(http.StatusCreated, map[string]any{
		"permit":   "RP-" + time.Now().Format("20060102-150405"),
		"guide":    g.Guide,
		"river":    req.River,
		"section":  req.Section,
		"rafts":    req.Rafts,
		"valid_to": time.Now().Add(10 * time.Hour),
	})
}

func main() {
	res := hmacResolver{keys: map[string][]byte{
		"2025-summer": []byte(os.Getenv("GUIDE_KEY_SUMMER")),
		"2025-autumn": []byte(os.Getenv("GUIDE_KEY_AUTUMN")),
	}}

	e := echo.New()
	guides := e.Group("/guides", requireGuide(res))
	guides.POST("/permits", checkoutPermit)
	log.Fatal(e.Start(":8085"))
}
