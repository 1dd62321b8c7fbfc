// A team api program of the h72 set (cwe-942-cors).
package main

import (
	"log"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

// OriginPolicy decides which browser origins may call the API with cookies.
type OriginPolicy interface {
	Allow(origin string) (bool, error)
}

// listPolicy is used for the named partner sites.
type listPolicy map[string]bool

func (l listPolicy) Allow(origin string) (bool, error) { return l[origin], nil }

// domainPolicy covers every booking site we run under our own domain.
type domainPolicy struct {
	domain string
}

func (d domainPolicy) Allow(origin string) (bool, error) {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != "https" {
		return false, nil
	}
	host := u.Hostname()
	return host == d.domain || strings.HasSuffix(host, "."+d.domain), nil
}

// anyOf allows an origin if one of its policies does.
type anyOf []OriginPolicy

func (a anyOf) Allow(origin string) (bool, error) {
	for _, p := range a {
		if ok, err := p.Allow(origin); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

type team struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Captain string   `json:"captain"`
	Email   string   `json:"email"`
	Players []string `json:"players"`
	Balance int      `json:"balance_cents"`
}

func myTeam(c echo.Context) error {
	sess, err := c.Cookie("splat_sid")
	if err != nil || sess.Value == "" {
		return echo.ErrUnauthorized
	}
	// looked up from the session store in the real service
	return c.JSON(http.StatusOK, team{
		ID: "T-552", Name: "Orange Crush", Captain: "D. Reyes", Email: "captain@orangecrush.team",
		Players: []string{"D. Reyes", "K. Lim", "S. Novak"}, Balance: 12500,
	})
}

func main() {
	policy := anyOf{
		listPolicy{"https://book.paintballnation-partners.com": true},
		domainPolicy{domain: "splatfield-arena.com"},
	}

	e := echo.New()
	e.Use(middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOriginFunc:  policy.Allow,
		AllowMethods:     []string{http.MethodGet, http.MethodPost, http.MethodPut},
		AllowHeaders:     []string{echo.HeaderContentType},
		AllowCredentials: true,
		MaxAge:           600,
	}))
	e.GET("/api/teams/me", myTeam)
	log.Fatal(e.StartTLS(":8443", "/etc/splatfield/tls.crt", "/etc/splatfield/tls.key"))
}
