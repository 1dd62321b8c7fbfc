// echo login endpoint that hands out the member session cookie.
package main

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

func memberLogin(c echo.Context) error {
	sid := c.Get("new_session_id").(string)
	cookie := new(http.Cookie)
	cookie.Name = "member_sid"
	cookie.Value = sid
	cookie.Expires = time.Now().Add(12 * time.Hour)
	cookie.HttpOnly = true
	c.SetCookie(cookie)
	return c.NoContent(http.StatusNoContent)
}
