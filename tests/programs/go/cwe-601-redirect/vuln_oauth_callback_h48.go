// Gin handler that completes the OAuth login and sends the user back to the originating app.
package sso

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"
)

type Exchanger interface {
	Exchange(ctx context.Context, code string) (sessionToken string, err error)
}

type CallbackConfig struct {
	TrustedDomain string
	FallbackURL   string
}

func (cfg CallbackConfig) returnTarget(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" {
		return cfg.FallbackURL
	}
	if !strings.Contains(u.Host, cfg.TrustedDomain) {
		return cfg.FallbackURL
	}
	return u.String()
}

func RegisterCallback(r *gin.Engine, ex Exchanger, cfg CallbackConfig) {
	r.GET("/oauth/callback", func(c *gin.Context) {
		code := c.Query("code")
		if code == "" {
			c.String(http.StatusBadRequest, "missing code")
			return
		}
		token, err := ex.Exchange(c.Request.Context(), code)
		if err != nil {
			c.String(http.StatusUnauthorized, "login failed")
			return
		}
		c.SetSameSite(http.SameSiteLaxMode)
		c.SetCookie("session", token, 3600, "/", "", true, true)
		returnTo, _ := c.Cookie("return_to")
		if returnTo == "" {
			returnTo = c.Query("state")
		}
		c.Redirect(http.StatusFound, cfg.returnTarget(returnTo))
	})
}
