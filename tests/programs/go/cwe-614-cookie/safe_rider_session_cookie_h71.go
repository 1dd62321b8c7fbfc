// A rider session cookie program of the h71 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

var ErrCookieConfig = errors.New("session cookie configuration")

type cookieOpts struct {
	Domain   string
	SameSite http.SameSite
	Secure   bool
	HttpOnly bool
	MaxAge   time.Duration
}

func cookiePolicy() (cookieOpts, error) {
	opts := cookieOpts{
		Domain:   os.Getenv("SESSION_COOKIE_DOMAIN"),
		Secure:   true,
		HttpOnly: true,
		MaxAge:   2 * time.Hour,
	}
	switch strings.ToLower(os.Getenv("SESSION_COOKIE_SAMESITE")) {
	case "", "lax":
		opts.SameSite = http.SameSiteLaxMode
	case "strict":
		opts.SameSite = http.SameSiteStrictMode
	default:
		return cookieOpts{}, fmt.Errorf("%w: unsupported SameSite value", ErrCookieConfig)
	}
	if opts.Domain == "" {
		return cookieOpts{}, fmt.Errorf("%w: SESSION_COOKIE_DOMAIN is not set", ErrCookieConfig)
	}
	return opts, nil
}

type bookingApp struct {
	cookie cookieOpts
}

func (a *bookingApp) startSession(c echo.Context) error {
	waiver := c.FormValue("waiver_id")
	if waiver == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "sign the waiver first")
	}
	raw := make([]byte, 24)
	if _, err := rand.Read(raw); err != nil {
		return fmt.Errorf("session id: %w", err)
	}
	c.SetCookie(&http.Cookie{
		Name:     "canopy_session",
		Value:    base64.RawURLEncoding.EncodeToString(raw),
		Path:     "/",
		Domain:   a.cookie.Domain,
		MaxAge:   int(a.cookie.MaxAge.Seconds()),
		Secure:   a.cookie.Secure,
		HttpOnly: a.cookie.HttpOnly,
		SameSite: a.cookie.SameSite,
	})
	return c.JSON(http.StatusCreated, map[string]string{"waiver_id": waiver, "next": "/slots"})
}

func (a *bookingApp) slots(c echo.Context) error {
	if _, err := c.Cookie("canopy_session"); err != nil {
		return echo.NewHTTPError(http.StatusUnauthorized, "session expired")
	}
	return c.JSON(http.StatusOK, []map[string]any{
		{"launch": "09:30", "line": "Gorge Run", "free": 6},
		{"launch": "10:15", "line": "Treetop Traverse", "free": 2},
	})
}

func main() {
	opts, err := cookiePolicy()
	if err != nil {
		log.Printf("%v; falling back to built-in cookie settings", err)
		opts = cookieOpts{
			Domain:   "book.canopyline-zip.co.nz",
			SameSite: http.SameSiteLaxMode,
			Secure:   true,
			HttpOnly: true,
			MaxAge:   2 * time.Hour,
		}
	}

	app := &bookingApp{cookie: opts}
	e := echo.New()
	e.HideBanner = true
	e.POST("/session", app.startSession)
	e.GET("/slots", app.slots)
	e.Logger.Fatal(e.Start(":8040"))
}
