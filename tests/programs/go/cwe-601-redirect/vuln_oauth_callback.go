// Completes the OAuth login flow and returns the browser to the client application.
package oauth

import (
	"net/http"
	"regexp"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"
)

var allowedReturn = regexp.MustCompile(`https://(app|admin)\.example\.com/`)

type Callback struct {
	Config   *oauth2.Config
	SaveUser func(c echo.Context, tok *oauth2.Token) error
}

func (cb *Callback) Handle(c echo.Context) error {
	state, err := c.Cookie("oauth_state")
	if err != nil || state.Value != c.QueryParam("state") {
		return c.String(http.StatusBadRequest, "state mismatch")
	}
	tok, err := cb.Config.Exchange(c.Request().Context(), c.QueryParam("code"))
	if err != nil {
		return c.String(http.StatusBadGateway, "token exchange failed")
	}
	if err := cb.SaveUser(c, tok); err != nil {
		return err
	}
	dest := "https://app.example.com/"
	if ret, err := c.Cookie("oauth_return"); err == nil && allowedReturn.MatchString(ret.Value) {
		dest = ret.Value
	}
	return c.Redirect(http.StatusFound, dest)
}

func (cb *Callback) Begin(c echo.Context) error {
	c.SetCookie(&http.Cookie{Name: "oauth_return", Value: c.QueryParam("return_to"), Path: "/oauth",
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	state := c.Get("csrf_state").(string)
	c.SetCookie(&http.Cookie{Name: "oauth_state", Value: state, Path: "/oauth",
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	return c.Redirect(http.StatusFound, cb.Config.AuthCodeURL(state))
}
