// A crew portal session program of the h69 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

const sessionTTL = 4 * time.Hour

type crewSession struct {
	Member  string
	Expires time.Time
}

var sessions sync.Map // sid -> crewSession

func sessionCookie(sid string, exp time.Time) *http.Cookie {
	return &http.Cookie{
		Name:     "crew_sid",
		Value:    sid,
		Path:     "/",
		Expires:  exp,
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	}
}

func login(c echo.Context) error {
	member := c.FormValue("member")
	pass := c.FormValue("passphrase")
	if member == "" || subtle.ConstantTimeCompare([]byte(pass), []byte(os.Getenv("CREW_PASSPHRASE"))) != 1 {
		return echo.ErrUnauthorized
	}
	sid := rand.Text()
	exp := time.Now().Add(sessionTTL)
	sessions.Store(sid, crewSession{Member: member, Expires: exp})
	c.SetCookie(sessionCookie(sid, exp))
	return c.NoContent(http.StatusNoContent)
}

// slidingSession loads the crew member and pushes the expiry forward on
// every request so that nobody is logged out mid-rehearsal.
func slidingSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		ck, err := c.Cookie("crew_sid")
		if err != nil {
			return echo.ErrUnauthorized
		}
		v, ok := sessions.Load(ck.Value)
		if !ok || time.Now().After(v.(crewSession).Expires) {
			sessions.Delete(ck.Value)
			return echo.ErrUnauthorized
		}
		s := v.(crewSession)
		s.Expires = time.Now().Add(sessionTTL)
		sessions.Store(ck.Value, s)
		c.SetCookie(&http.Cookie{
			Name:    "crew_sid",
			Value:   ck.Value,
			Path:    "/",
			Expires: s.Expires,
		})
		c.Set("crew", s.Member)
		return next(c)
	}
}

func callSheet(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]any{
		"member": c.Get("crew"),
		"venue":  "Harrogate Spa Hall",
		"call":   "17:30",
		"rig":    []string{"club cases", "unicycle rack", "fire kit (no fuel)"},
	})
}

func main() {
	e := echo.New()
	e.POST("/login", login)
	crew := e.Group("/crew", slidingSession)
	crew.GET("/call-sheet", callSheet)
	e.Logger.Fatal(e.Start(":8046"))
}
