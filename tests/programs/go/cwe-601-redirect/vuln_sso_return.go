// Single sign-on flow that remembers where the user started and returns them there.
package main

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

const (
	idpAuthorizeURL = "https://id.example.com/authorize?client_id=portal&response_type=code"
	defaultLanding  = "https://app.example.com/"
)

func returnTarget(raw string) string {
	if raw == "" {
		return defaultLanding
	}
	return raw
}

func startLogin(c echo.Context) error {
	c.SetCookie(&http.Cookie{
		Name:     "sso_return",
		Value:    c.QueryParam("return_to"),
		Path:     "/sso",
		MaxAge:   300,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
	return c.Redirect(http.StatusFound, idpAuthorizeURL)
}

func callback(c echo.Context) error {
	target := defaultLanding
	if ck, err := c.Cookie("sso_return"); err == nil {
		target = returnTarget(ck.Value)
	}
	return c.Redirect(http.StatusFound, target)
}

func main() {
	e := echo.New()
	e.GET("/sso/start", startLogin)
	e.GET("/sso/callback", callback)
	e.Logger.Fatal(e.Start(":8095"))
}
