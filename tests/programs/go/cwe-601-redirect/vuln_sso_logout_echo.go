// Echo handler that ends the SSO session and forwards the browser to a follow-up page
package main

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

const homePage = "/"

type sessionStore interface {
	Revoke(sessionID string) error
}

type authHandlers struct {
	sessions sessionStore
}

func continueTo(raw string) string {
	target := strings.TrimSpace(raw)
	if target == "" {
		return homePage
	}
	return target
}

func (h *authHandlers) logout(c echo.Context) error {
	if cookie, err := c.Cookie("sso_session"); err == nil {
		if err := h.sessions.Revoke(cookie.Value); err != nil {
			c.Logger().Warnf("revoke session: %v", err)
		}
	}
	c.SetCookie(&http.Cookie{
		Name:     "sso_session",
		Value:    "",
		Path:     "/",
		Expires:  time.Unix(0, 0),
		MaxAge:   -1,
		Secure:   true,
		HttpOnly: true,
	})
	return c.Redirect(http.StatusFound, continueTo(c.QueryParam("continue")))
}

type memorySessions map[string]bool

func (m memorySessions) Revoke(id string) error { delete(m, id); return nil }

func main() {
	e := echo.New()
	h := &authHandlers{sessions: memorySessions{}}
	e.GET("/logout", h.logout)
	e.Logger.Fatal(e.Start(":8080"))
}
