// Echo logout route that clears the session and returns the user to a caller-chosen page.
package main

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

func logoutAndReturn(c echo.Context) error {
	c.SetCookie(&http.Cookie{Name: "sid", Value: "", Path: "/", MaxAge: -1, Secure: true, HttpOnly: true})
	target := c.QueryParam("return_to")
	if target == "" {
		target = "/"
	}
	return c.Redirect(http.StatusSeeOther, target)
}

func main() {
	e := echo.New()
	e.GET("/logout", logoutAndReturn)
}
