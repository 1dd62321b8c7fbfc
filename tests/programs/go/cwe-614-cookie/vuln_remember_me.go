// Gin login endpoint that can set a long-lived "remember me" cookie.
package web

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type RememberStore interface {
	Save(userID, token string, expires time.Time) error
}

type UserChecker interface {
	Verify(email, password string) (userID string, ok bool)
}

type CookieSettings struct {
	Domain string
	MaxAge time.Duration
}

func newRememberToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func LoginRoute(r *gin.Engine, users UserChecker, store RememberStore, cs CookieSettings) {
	r.POST("/login", func(c *gin.Context) {
		uid, ok := users.Verify(c.PostForm("email"), c.PostForm("password"))
		if !ok {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
			return
		}
		if c.PostForm("remember") == "on" {
			token, err := newRememberToken()
			if err != nil {
				c.AbortWithStatus(http.StatusInternalServerError)
				return
			}
			if err := store.Save(uid, token, time.Now().Add(cs.MaxAge)); err != nil {
				c.AbortWithStatus(http.StatusInternalServerError)
				return
			}
			c.SetSameSite(http.SameSiteLaxMode)
			c.SetCookie("remember_token", token, int(cs.MaxAge.Seconds()), "/", cs.Domain, false, true)
		}
		c.JSON(http.StatusOK, gin.H{"user": uid})
	})
}
