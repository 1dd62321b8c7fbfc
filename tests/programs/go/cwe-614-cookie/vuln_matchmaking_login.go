// Game-server login endpoint that authenticates a player and starts a matchmaking session cookie.
package gamesession

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

const sessionTTL = 6 * time.Hour

type PlayerStore interface {
	PasswordHash(handle string) ([]byte, bool)
	SaveSession(token, handle string, expires time.Time) error
}

type loginBody struct {
	Handle   string `json:"handle" binding:"required"`
	Password string `json:"password" binding:"required"`
}

func newSessionToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func Login(store PlayerStore) gin.HandlerFunc {
	return func(c *gin.Context) {
		var body loginBody
		if err := c.ShouldBindJSON(&body); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "handle and password required"})
			return
		}
		hash, ok := store.PasswordHash(body.Handle)
		if !ok || bcrypt.CompareHashAndPassword(hash, []byte(body.Password)) != nil {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid credentials"})
			return
		}
		token, err := newSessionToken()
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "try again"})
			return
		}
		if err := store.SaveSession(token, body.Handle, time.Now().Add(sessionTTL)); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "try again"})
			return
		}
		c.SetCookie("mm_session", token, int(sessionTTL.Seconds()), "/", "", false, false)
		c.JSON(http.StatusOK, gin.H{"handle": body.Handle, "queue": "/matchmaking/queue"})
	}
}
