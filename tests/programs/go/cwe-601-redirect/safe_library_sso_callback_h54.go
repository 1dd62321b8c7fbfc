// Echo handlers running single sign-on for the library network and sending patrons back to a branch site.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/url"
	"os"

	"github.com/labstack/echo/v4"
	"golang.org/x/oauth2"
)

var branchHosts = map[string]bool{
	"www.citylibrary.org": true, "eastside.citylibrary.org": true, "harbor.citylibrary.org": true,
}

func isBranchURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && u.Scheme == "https" && u.User == nil && branchHosts[u.Host]
}

var oauthConf = &oauth2.Config{
	ClientID:     "branch-portal",
	ClientSecret: os.Getenv("SSO_CLIENT_SECRET"),
	Endpoint:     oauth2.Endpoint{AuthURL: "https://sso.citylibrary.org/authorize", TokenURL: "https://sso.citylibrary.org/token"},
	RedirectURL:  "https://www.citylibrary.org/sso/callback",
}

func shortCookie(name, value string) *http.Cookie {
	return &http.Cookie{Name: name, Value: value, Path: "/sso", MaxAge: 600, Secure: true, HttpOnly: true, SameSite: http.SameSiteLaxMode}
}

func start(c echo.Context) error {
	b := make([]byte, 16)
	rand.Read(b)
	state := hex.EncodeToString(b)
	c.SetCookie(shortCookie("sso_state", state))
	c.SetCookie(shortCookie("sso_return", c.QueryParam("return_to")))
	return c.Redirect(http.StatusFound, oauthConf.AuthCodeURL(state))
}

func callback(validReturn func(string) bool) echo.HandlerFunc {
	return func(c echo.Context) error {
		st, err := c.Cookie("sso_state")
		if err != nil || st.Value == "" || st.Value != c.QueryParam("state") {
			return echo.NewHTTPError(http.StatusBadRequest, "state mismatch")
		}
		tok, err := oauthConf.Exchange(c.Request().Context(), c.QueryParam("code"))
		if err != nil {
			return echo.NewHTTPError(http.StatusUnauthorized, "sign-in failed")
		}
		session := shortCookie("lib_sso", tok.AccessToken)
		session.Path, session.MaxAge = "/", 8*3600
		c.SetCookie(session)
		dest := "https://www.citylibrary.org/account"
		if ret, err := c.Cookie("sso_return"); err == nil && validReturn(ret.Value) {
			dest = ret.Value
		}
		return c.Redirect(http.StatusFound, dest)
	}
}

func main() {
	e := echo.New()
	e.GET("/sso/start", start)
	e.GET("/sso/callback", callback(isBranchURL))
	e.Logger.Fatal(e.Start(":8099"))
}
