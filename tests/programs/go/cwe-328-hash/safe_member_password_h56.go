// Gin sign-up and sign-in routes for a fitness studio's member app, built from small validation predicates.
package members

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
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
	h, _ := bcrypt.GenerateFromPassword([]byte(pw), 12)
	return string(h)
}

func passwordMatches(stored, pw string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(pw)) == nil
}

func Routes(r *gin.Engine, store MemberStore) {
	r.POST("/signup", func(c *gin.Context) {
		var in credentials
		if err := c.ShouldBindJSON(&in); err != nil || !valid(in) {
			c.JSON(http.StatusBadRequest, gin.H{"error": "invalid sign-up"})
			return
		}
		hash := hashPassword(in.Password)
		if hash == "" || store.Save(strings.ToLower(in.Email), hash) != nil {
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
