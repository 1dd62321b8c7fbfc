// Echo logout endpoint that clears the SSO session and forwards to a partner application.
package sso

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

const trustedDomain = "apps.example.com"

func clearSession(c echo.Context) {
	c.SetCookie(&http.Cookie{
		Name:     "sso_session",
		Value:    "",
		Path:     "/",
		MaxAge:   -1,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
}

func isTrusted(target string) bool {
	return strings.HasPrefix(target, "https://") && strings.Contains(target, trustedDomain)
}

func Logout(c echo.Context) error {
	clearSession(c)
	target := c.QueryParam("post_logout_redirect_uri")
	if target == "" || !isTrusted(target) {
		return c.Redirect(http.StatusFound, "/")
	}
	return c.Redirect(http.StatusFound, target)
}

func Register(e *echo.Echo) {
	e.GET("/sso/logout", Logout)
}
