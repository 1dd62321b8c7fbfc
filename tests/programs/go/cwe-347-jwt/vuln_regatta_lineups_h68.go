// A regatta lineups program of the h68 set (cwe-347-jwt).
// rowing clubs: coaches publish the boat line-ups for a regatta; crews read them from the club app
package main

import (
	"errors"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type clubClaims struct {
	Name  string   `json:"name"`
	Roles []string `json:"roles"`
	jwt.RegisteredClaims
}

type Lineup struct {
	Boat  string    `json:"boat"`
	Seats []string  `json:"seats"`
	Cox   string    `json:"cox,omitempty"`
	By    string    `json:"by"`
	At    time.Time `json:"at"`
}

var parser = jwt.NewParser(
	jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
	jwt.WithIssuer("https://members.tynerowingclub.org.uk"),
	jwt.WithExpirationRequired(),
)

func authenticate(secret []byte) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw, ok := strings.CutPrefix(c.Request().Header.Get(echo.HeaderAuthorization), "Bearer ")
			if !ok {
				return echo.ErrUnauthorized
			}
			var claims clubClaims
			if _, _, err := parser.ParseUnverified(raw, &claims); err != nil {
				return echo.ErrUnauthorized
			}
			if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
				return echo.NewHTTPError(http.StatusUnauthorized, "token expired")
			}
			c.Set("claims", &claims)
			return next(c)
		}
	}
}

func requireRole(role string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			claims, _ := c.Get("claims").(*clubClaims)
			if claims == nil || !slices.Contains(claims.Roles, role) {
				return echo.ErrForbidden
			}
			return next(c)
		}
	}
}

type board struct {
	mu      sync.RWMutex
	lineups map[string][]Lineup
}

func (b *board) publish(c echo.Context) error {
	var l []Lineup
	if err := c.Bind(&l); err != nil || len(l) == 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "expected a list of boats")
	}
	claims := c.Get("claims").(*clubClaims)
	for i := range l {
		l[i].By, l[i].At = claims.Name, time.Now()
	}
	b.mu.Lock()
	b.lineups[c.Param("regatta")] = l
	b.mu.Unlock()
	return c.NoContent(http.StatusNoContent)
}

func (b *board) show(c echo.Context) error {
	b.mu.RLock()
	defer b.mu.RUnlock()
	l, ok := b.lineups[c.Param("regatta")]
	if !ok {
		return echo.ErrNotFound
	}
	return c.JSON(http.StatusOK, l)
}

func main() {
	secret := []byte(os.Getenv("CLUB_JWT_SECRET"))
	if len(secret) < 32 {
		panic(errors.New("CLUB_JWT_SECRET must be at least 32 bytes"))
	}
	b := &board{lineups: map[string][]Lineup{}}

	e := echo.New()
	e.Use(middleware.Logger())
	g := e.Group("/regattas/:regatta", authenticate(secret))
	g.GET("/lineups", b.show)
	g.PUT("/lineups", b.publish, requireRole("coach"))
	e.Logger.Fatal(e.Start(":8094"))
}
