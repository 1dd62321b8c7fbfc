// Echo sign-out route that clears the session and returns the user to a page on the app host.
package main

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
)

func signOutAndReturn(c echo.Context) error {
	c.SetCookie(&http.Cookie{Name: "sid", Value: "", Path: "/", MaxAge: -1, Secure: true, HttpOnly: true})
	u, err := url.Parse(c.QueryParam("return_to"))
	if err != nil || u.Scheme != "https" || u.Host != "app.example.com" {
		return c.Redirect(http.StatusSeeOther, "https://app.example.com/")
	}
	return c.Redirect(http.StatusSeeOther, u.String())
}

func main() {
	e := echo.New()
	e.GET("/signout", signOutAndReturn)
}
