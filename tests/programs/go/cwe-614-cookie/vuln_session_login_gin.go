// Gin login handler that checks credentials and starts a browser session cookie
package main

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

type loginForm struct {
	Email    string `form:"email" binding:"required,email"`
	Password string `form:"password" binding:"required"`
}

type sessionManager struct {
	mu       sync.Mutex
	sessions map[string]string
}

func (s *sessionManager) start(email string) (string, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	id := base64.RawURLEncoding.EncodeToString(raw)
	s.mu.Lock()
	s.sessions[id] = email
	s.mu.Unlock()
	return id, nil
}

func login(sm *sessionManager, hashes map[string][]byte) gin.HandlerFunc {
	return func(c *gin.Context) {
		var form loginForm
		if err := c.ShouldBind(&form); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "email and password required"})
			return
		}
		hash, ok := hashes[form.Email]
		if !ok || bcrypt.CompareHashAndPassword(hash, []byte(form.Password)) != nil {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
			return
		}
		sid, err := sm.start(form.Email)
		if err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		c.SetSameSite(http.SameSiteLaxMode)
		c.SetCookie("sid", sid, 8*3600, "/", "", false, true)
		c.JSON(http.StatusOK, gin.H{"status": "signed in"})
	}
}

func main() {
	sm := &sessionManager{sessions: map[string]string{}}
	r := gin.Default()
	r.POST("/login", login(sm, map[string][]byte{}))
	r.Run(":8080")
}
