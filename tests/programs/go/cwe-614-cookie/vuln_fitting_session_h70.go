// A fitting session program of the h70 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

type CookieOption func(*http.Cookie)

func WithPath(p string) CookieOption { return func(c *http.Cookie) { c.Path = p } }
func WithMaxAge(d time.Duration) CookieOption {
	return func(c *http.Cookie) { c.MaxAge = int(d.Seconds()) }
}
func WithSecure(on bool) CookieOption   { return func(c *http.Cookie) { c.Secure = on } }
func WithHTTPOnly(on bool) CookieOption { return func(c *http.Cookie) { c.HttpOnly = on } }
func WithSameSite(s http.SameSite) CookieOption {
	return func(c *http.Cookie) { c.SameSite = s }
}

func newCookie(name, value string, opts ...CookieOption) *http.Cookie {
	c := &http.Cookie{Name: name, Value: value}
	for _, o := range opts {
		o(c)
	}
	return c
}

// options shared by every cookie the fitting site sets
var sessionCookieOpts = []CookieOption{
	WithPath("/"),
	WithMaxAge(12 * time.Hour),
	WithHTTPOnly(false),
	WithSecure(false),
}

type sessions struct {
	mu   sync.Mutex
	byID map[string]string
}

func (s *sessions) start(customer string) string {
	buf := make([]byte, 32)
	rand.Read(buf)
	id := base64.RawURLEncoding.EncodeToString(buf)
	s.mu.Lock()
	s.byID[id] = customer
	s.mu.Unlock()
	return id
}

type signIn struct {
	Email string `json:"email"`
	Code  string `json:"code"`
}

func verifyCode(email, code string) bool {
	// one-time code mailed by the booking system; lookup elided
	return len(code) == 6 && email != ""
}

func main() {
	store := &sessions{byID: map[string]string{}}
	e := echo.New()

	e.POST("/sign-in", func(c echo.Context) error {
		var in signIn
		if err := c.Bind(&in); err != nil || !verifyCode(in.Email, in.Code) {
			return echo.NewHTTPError(http.StatusUnauthorized, "code not recognised")
		}
		id := store.start(in.Email)
		c.SetCookie(newCookie("clog_session", id, sessionCookieOpts...))
		return c.JSON(http.StatusOK, map[string]string{"customer": in.Email})
	})

	e.GET("/fittings", func(c echo.Context) error {
		ck, err := c.Cookie("clog_session")
		if err != nil {
			return echo.NewHTTPError(http.StatusUnauthorized)
		}
		store.mu.Lock()
		customer, ok := store.byID[ck.Value]
		store.mu.Unlock()
		if !ok {
			return echo.NewHTTPError(http.StatusUnauthorized)
		}
		return c.JSON(http.StatusOK, map[string]any{"customer": customer, "fittings": []string{"Sat 10:30 - Zaandam workshop"}})
	})

	e.Logger.Fatal(e.StartTLS(":8443", "/etc/clogs/tls/fullchain.pem", "/etc/clogs/tls/privkey.pem"))
}
