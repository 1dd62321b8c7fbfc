// Echo handler for the SSO callback that finishes sign-in and returns the user to a company app.
package sso

import (
	"net/http"
	"net/url"
	"regexp"

	"github.com/labstack/echo/v4"
)

var companyApp = regexp.MustCompile(`^[a-z0-9-]+\.apps\.example\.com$`)

type Exchanger interface {
	Exchange(code, state string) (sessionToken string, err error)
}

type Callback struct {
	Tokens      Exchanger
	DefaultHome string
}

func (cb *Callback) destination(returnTo string) string {
	u, err := url.Parse(returnTo)
	if err != nil || u.Scheme != "https" || u.User != nil || !companyApp.MatchString(u.Host) {
		return cb.DefaultHome
	}
	return u.String()
}

func (cb *Callback) Handle(c echo.Context) error {
	code := c.QueryParam("code")
	state := c.QueryParam("state")
	if code == "" || state == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "missing code or state")
	}
	token, err := cb.Tokens.Exchange(code, state)
	if err != nil {
		return echo.NewHTTPError(http.StatusUnauthorized, "sign-in failed")
	}
	c.SetCookie(&http.Cookie{
		Name:     "__Host-session",
		Value:    token,
		Path:     "/",
		Secure:   true,
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	return c.Redirect(http.StatusFound, cb.destination(c.QueryParam("return_to")))
}

func Register(e *echo.Echo, ex Exchanger) {
	cb := &Callback{Tokens: ex, DefaultHome: "https://portal.apps.example.com/"}
	e.GET("/sso/callback", cb.Handle)
}
