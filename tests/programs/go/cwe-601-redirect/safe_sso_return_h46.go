// Echo handler that completes single sign-on and returns the browser to the originating app.
package sso

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
)

const defaultReturn = "https://app.example.com/"

type SessionIssuer interface {
	IssueFromAssertion(c echo.Context, assertion string) error
}

var returnHosts = map[string]bool{
	"app.example.com":   true,
	"admin.example.com": true,
}

func returnURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || !returnHosts[u.Host] {
		return defaultReturn
	}
	return u.String()
}

func CallbackHandler(issuer SessionIssuer) echo.HandlerFunc {
	return func(c echo.Context) error {
		if err := issuer.IssueFromAssertion(c, c.FormValue("SAMLResponse")); err != nil {
			return echo.NewHTTPError(http.StatusUnauthorized, "sign-on failed")
		}
		target := returnURL(c.FormValue("RelayState"))
		return c.Redirect(http.StatusFound, target)
	}
}

func Register(e *echo.Echo, issuer SessionIssuer) {
	e.POST("/sso/acs", CallbackHandler(issuer))
}
