// Gin login handler that issues a long-lived remember-me cookie after successful sign-in.
package auth

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type TokenStore interface {
	Save(userID int64, token string, expires time.Time) error
}

type CookieSettings struct {
	Name   string
	Domain string
	MaxAge time.Duration
}

var rememberCookie = CookieSettings{Name: "remember_me", Domain: "app.example.com", MaxAge: 30 * 24 * time.Hour}

func issueRememberToken(c *gin.Context, store TokenStore, userID int64) error {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return err
	}
	token := base64.RawURLEncoding.EncodeToString(buf)
	if err := store.Save(userID, token, time.Now().Add(rememberCookie.MaxAge)); err != nil {
		return err
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie(rememberCookie.Name, token, int(rememberCookie.MaxAge.Seconds()), "/",
		rememberCookie.Domain, false, true)
	return nil
}

func RememberMeHandler(store TokenStore) gin.HandlerFunc {
	return func(c *gin.Context) {
		userID := c.GetInt64("userID")
		if userID == 0 {
			c.AbortWithStatus(http.StatusUnauthorized)
			return
		}
		if c.PostForm("remember") != "on" {
			c.Status(http.StatusNoContent)
			return
		}
		if err := issueRememberToken(c, store, userID); err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		c.Status(http.StatusNoContent)
	}
}
