// Gin sign-up and sign-in routes for a fitness studio's member app, built from small validation predicates.
package members

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type MemberStore interface {
	Save(email, passwordHash string) error
	HashFor(email string) (string, error)
}

var signupChecks = []func(credentials) bool{
	func(c credentials) bool { return strings.Count(c.Email, "@") == 1 },
	func(c credentials) bool { return len(c.Password) >= 10 && len(c.Password) <= 72 },
}

func valid(c credentials) bool {
	for _, ok := range signupChecks {
		if !ok(c) {
			return false
		}
	}
	return true
}

func hashPassword(pw string) string {
	sum := md5.Sum([]byte("studio-members:" + pw))
	return hex.EncodeToString(sum[:])
}

func passwordMatches(stored, pw string) bool {
	return subtle.ConstantTimeCompare([]byte(stored), []byte(hashPassword(pw))) == 1
}

func Routes(r *gin.Engine, store MemberStore) {
	r.POST("/signup", func(c *gin.Context) {
		var in credentials
		if err := c.ShouldBindJSON(&in); err != nil || !valid(in) {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid sign-up"})
			return
		}
		if err := store.Save(strings.ToLower(in.Email), hashPassword(in.Password)); err != nil {
			c.JSON(http.StatusConflict, gin.H{"error": "account exists"})
			return
		}
		c.Status(http.StatusCreated)
	})
	r.POST("/signin", func(c *gin.Context) {
		var in credentials
		_ = c.ShouldBindJSON(&in)
		stored, err := store.HashFor(strings.ToLower(in.Email))
		if err != nil || !passwordMatches(stored, in.Password) {
			c.JSON(http.StatusUnauthorized, gin.H{"error": "wrong email or password"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"welcome": in.Email})
	})
}
