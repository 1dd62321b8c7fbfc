// An archery waiver return program of the h62 set (cwe-601-redirect).
package main

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

// Archers sign the range rules waiver with our e-signature provider, which
// calls back here; we record the signature and send the archer on to the
// page they were booking from (lane booking, bow hire, coaching).
const defaultReturn = "/lanes"

var envelopeRef = regexp.MustCompile(`^[A-F0-9]{8}-[A-F0-9]{4}$`)

type waiverStore struct {
	mu     sync.Mutex
	signed map[string]time.Time
}

func (s *waiverStore) record(ref string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.signed[ref] = time.Now()
}

func returnPath(next string) string {
	u, err := url.Parse(next)
	if err != nil || next == "" || u.IsAbs() || u.Host != "" ||
		!strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") {
		return defaultReturn
	}
	return u.RequestURI()
}

// captureReturn works out where the archer goes afterwards and keeps it on
// the context so every waiver handler can use it.
func captureReturn(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Set("returnTo", returnPath(c.QueryParam("next")))
		return next(c)
	}
}

func (s *waiverStore) signedCallback(c echo.Context) error {
	ref := c.QueryParam("envelope")
	if !envelopeRef.MatchString(ref) {
		return echo.NewHTTPError(http.StatusBadRequest, "bad envelope reference")
	}
	s.record(ref)
	dest, _ := c.Get("returnTo").(string)
	return c.Redirect(http.StatusSeeOther, dest)
}

func (s *waiverStore) declinedCallback(c echo.Context) error {
	return c.Redirect(http.StatusSeeOther, defaultReturn+"?waiver=declined")
}

func main() {
	store := &waiverStore{signed: map[string]time.Time{}}
	e := echo.New()
	e.HideBanner = true
	g := e.Group("/waiver", captureReturn)
	g.GET("/signed", store.signedCallback)
	g.GET("/declined", store.declinedCallback)
	e.Logger.Fatal(e.Start(":8080"))
}
