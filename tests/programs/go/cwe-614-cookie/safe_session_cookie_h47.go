// Issues the browser session cookie after a successful single sign-on handshake.
package sso

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
)

type SessionStore interface {
	Save(id, userID string, ttl time.Duration) error
}

type SessionIssuer struct {
	Store  SessionStore
	Domain string
	TTL    time.Duration
}

func newSessionID() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *SessionIssuer) Complete(c *gin.Context) {
	userID := c.GetString("sso_user")
	if userID == "" {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	sid, err := newSessionID()
	if err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if err := s.Store.Save(sid, userID, s.TTL); err != nil {
		c.AbortWithStatus(http.StatusServiceUnavailable)
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("__session", sid, int(s.TTL.Seconds()), "/", s.Domain, true, true)
	c.Redirect(http.StatusFound, "/")
}
