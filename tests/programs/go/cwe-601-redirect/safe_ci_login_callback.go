// CI dashboard sign-in handlers that send the user back to the page they started from after OAuth login.
package dashboard

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
)

const defaultLanding = "/pipelines"

type Identity interface {
	AuthURL() string
	Exchange(ctx context.Context, code string) (sessionToken string, err error)
	Valid(sessionToken string) bool
}

type Auth struct {
	IdP Identity
}

func landingPath(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil {
		return defaultLanding
	}
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") {
		return defaultLanding
	}
	return next
}

func (a *Auth) Register(e *echo.Echo) {
	e.GET("/login", a.login)
	e.GET("/auth/callback", a.callback)
}

func (a *Auth) login(c echo.Context) error {
	next := landingPath(c.QueryParam("next"))
	if ck, err := c.Cookie("ci_session"); err == nil && a.IdP.Valid(ck.Value) {
		return c.Redirect(http.StatusFound, next)
	}
	c.SetCookie(&http.Cookie{Name: "ci_return_to", Value: next, Path: "/auth", MaxAge: 600,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	return c.Redirect(http.StatusFound, a.IdP.AuthURL())
}

func (a *Auth) callback(c echo.Context) error {
	token, err := a.IdP.Exchange(c.Request().Context(), c.QueryParam("code"))
	if err != nil {
		return echo.NewHTTPError(http.StatusUnauthorized, "sign-in failed")
	}
	c.SetCookie(&http.Cookie{Name: "ci_session", Value: token, Path: "/", MaxAge: 12 * 3600,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	next := defaultLanding
	if ck, err := c.Cookie("ci_return_to"); err == nil {
		next = landingPath(ck.Value)
	}
	return c.Redirect(http.StatusFound, next)
}
