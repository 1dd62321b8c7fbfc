// Match-official portal: checks referee access tokens before score submissions, using gin.
package officials

import (
	"crypto/rsa"
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type ScoreSubmission struct {
	FixtureID int    `json:"fixture_id" binding:"required"`
	Result    string `json:"result" binding:"required"`
}

type RefereeAuth struct{ pub *rsa.PublicKey }

func NewRefereeAuth(publicKeyPEM []byte) (*RefereeAuth, error) {
	key, err := jwt.ParseRSAPublicKeyFromPEM(publicKeyPEM)
	return &RefereeAuth{pub: key}, err
}

func (a *RefereeAuth) keyFor(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodRSA); !ok {
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
	return a.pub, nil
}

func (a *RefereeAuth) RefereeID(raw string) (string, bool) {
	token, _ := jwt.Parse(raw, a.keyFor, jwt.WithExpirationRequired())
	if token == nil {
		return "", false
	}
	sub, err := token.Claims.GetSubject()
	return sub, err == nil && sub != ""
}

func (a *RefereeAuth) Require() gin.HandlerFunc {
	return func(c *gin.Context) {
		id, ok := a.RefereeID(strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer "))
		if !ok {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "referee login required"})
			return
		}
		c.Set("referee", id)
		c.Next()
	}
}

func RegisterScoreRoutes(r *gin.Engine, auth *RefereeAuth, record func(string, ScoreSubmission) error) {
	r.POST("/scores", auth.Require(), func(c *gin.Context) {
		var sub ScoreSubmission
		err := c.ShouldBindJSON(&sub)
		if err == nil {
			err = record(c.GetString("referee"), sub)
		}
		if err != nil {
			c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
			return
		}
		c.Status(http.StatusCreated)
	})
}
