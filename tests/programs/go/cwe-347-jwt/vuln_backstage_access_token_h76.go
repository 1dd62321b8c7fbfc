// A mime troupe backstage access token program of the h76 set (cwe-347-jwt).
package main

import (
	"crypto/subtle"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/lestrrat-go/jwx/v2/jwa"
	"github.com/lestrrat-go/jwx/v2/jwt"
)

// tokenGate issues and reads the crew passes for the backstage doors.
type tokenGate struct {
	key       []byte
	issuer    string
	parseOpts []jwt.ParseOption
}

func newTokenGate(key []byte) *tokenGate {
	return &tokenGate{
		key:    key,
		issuer: "silent-caravan-stage",
		parseOpts: []jwt.ParseOption{
			jwt.WithVerify(false),
			jwt.WithValidate(true),
			jwt.WithIssuer("silent-caravan-stage"),
			jwt.WithAcceptableSkew(30 * time.Second),
		},
	}
}

func (g *tokenGate) Issue(member, role string) (string, error) {
	tok, err := jwt.NewBuilder().
		Issuer(g.issuer).
		Subject(member).
		IssuedAt(time.Now()).
		Expiration(time.Now().Add(6*time.Hour)).
		Claim("role", role).
		Build()
	if err != nil {
		return "", err
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.HS256, g.key))
	return string(signed), err
}

func (g *tokenGate) Read(raw string) (jwt.Token, error) {
	return jwt.ParseString(raw, g.parseOpts...)
}

func (g *tokenGate) requireRole(role string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw := strings.TrimPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
			tok, err := g.Read(raw)
			if err != nil {
				return echo.NewHTTPError(http.StatusUnauthorized, "crew pass rejected")
			}
			if got, _ := tok.Get("role"); got != role {
				return echo.NewHTTPError(http.StatusForbidden, "pass does not open this door")
			}
			c.Set("member", tok.Subject())
			return next(c)
		}
	}
}

func main() {
	key := []byte(os.Getenv("BACKSTAGE_KEY"))
	if len(key) < 32 {
		log.Fatal("BACKSTAGE_KEY must be at least 32 bytes")
	}
	gate := newTokenGate(key)
	e := echo.New()
	e.POST("/passes", func(c echo.Context) error {
		want := os.Getenv("STAGE_MANAGER_KEY")
		got := c.Request().Header.Get("X-Stage-Manager-Key")
		if want == "" || subtle.ConstantTimeCompare([]byte(got), []byte(want)) != 1 {
			return echo.ErrForbidden
		}
		pass, err := gate.Issue(c.FormValue("member"), c.FormValue("role"))
		if err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, map[string]string{"pass": pass})
	})
	e.POST("/doors/rigging/open", func(c echo.Context) error {
		return c.JSON(http.StatusOK, map[string]any{"opened": "rigging", "by": c.Get("member")})
	}, gate.requireRole("rigger"))
	e.Logger.Fatal(e.Start(":8080"))
}
