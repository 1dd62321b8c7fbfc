// Logs a patient out of the clinic portal and forwards them to the partner site they came from.
package portal

import (
	"net/http"
	"regexp"

	"github.com/labstack/echo/v4"
)

var partnerURL = regexp.MustCompile(`https://[a-z0-9-]+\.clinicnet\.org(/|$)`)

type SessionStore interface {
	Revoke(sessionID string) error
}

type LogoutHandler struct {
	Sessions SessionStore
}

func (h *LogoutHandler) Mount(e *echo.Echo) {
	e.GET("/logout", h.logout)
}

func (h *LogoutHandler) logout(c echo.Context) error {
	if ck, err := c.Cookie("portal_sid"); err == nil {
		_ = h.Sessions.Revoke(ck.Value)
	}
	c.SetCookie(&http.Cookie{Name: "portal_sid", Value: "", Path: "/", MaxAge: -1,
		Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	target := c.QueryParam("return_to")
	if target == "" || !partnerURL.MatchString(target) {
		target = "/signed-out"
	}
	return c.Redirect(http.StatusSeeOther, target)
}
