// A shearing bookings program of the h69 set (cwe-347-jwt).
package main

import (
	"crypto/rsa"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type memberClaims struct {
	FarmID string `json:"farm"`
	Role   string `json:"role"`
	jwt.RegisteredClaims
}

type memberAuth struct {
	parser *jwt.Parser
	key    *rsa.PublicKey
}

func newMemberAuth(pemPath string) (*memberAuth, error) {
	pem, err := os.ReadFile(pemPath)
	if err != nil {
		return nil, err
	}
	key, err := jwt.ParseRSAPublicKeyFromPEM(pem)
	if err != nil {
		return nil, err
	}
	p := jwt.NewParser(jwt.WithValidMethods([]string{"RS256"}), jwt.WithExpirationRequired())
	return &memberAuth{parser: p, key: key}, nil
}

// middleware resolves the co-op member from the bearer token and stores the
// claims on the echo context under "member".
func (a *memberAuth) middleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw := strings.TrimPrefix(c.Request().Header.Get(echo.HeaderAuthorization), "Bearer ")
		claims := &memberClaims{}
		if _, _, err := a.parser.ParseUnverified(raw, claims); err != nil {
			return echo.ErrUnauthorized
		}
		c.Set("member", claims)
		return next(c)
	}
}

type slot struct {
	FarmID string    `json:"farm"`
	Day    time.Time `json:"day"`
	Herd   int       `json:"herd"`
}

var (
	mu    sync.Mutex
	slots = map[string]slot{} // day -> booking
)

func bookShearing(c echo.Context) error {
	m := c.Get("member").(*memberClaims)
	var in struct {
		Day  string `json:"day"`
		Herd int    `json:"herd"`
	}
	if err := c.Bind(&in); err != nil {
		return echo.ErrBadRequest
	}
	day, err := time.Parse("2006-01-02", in.Day)
	if err != nil || in.Herd <= 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "day and herd size required")
	}
	mu.Lock()
	defer mu.Unlock()
	if existing, taken := slots[in.Day]; taken && existing.FarmID != m.FarmID {
		return echo.NewHTTPError(http.StatusConflict, "the team is booked that day")
	}
	slots[in.Day] = slot{FarmID: m.FarmID, Day: day, Herd: in.Herd}
	return c.JSON(http.StatusCreated, slots[in.Day])
}

func main() {
	auth, err := newMemberAuth("/etc/alpaca-coop/portal-signing.pub")
	if err != nil {
		panic(err)
	}
	e := echo.New()
	g := e.Group("/shearing", auth.middleware)
	g.POST("/bookings", bookShearing)
	e.Logger.Fatal(e.Start(":8066"))
}
