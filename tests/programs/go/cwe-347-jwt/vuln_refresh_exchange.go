// Gin handler that exchanges a refresh token for a new short-lived access token.
package tokens

import (
	"log"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type TokenIssuer struct {
	RefreshKey []byte
	AccessKey  []byte
}

type refreshRequest struct {
	RefreshToken string `json:"refresh_token" binding:"required"`
}

func (ti *TokenIssuer) keyFor(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
		return nil, jwt.ErrTokenSignatureInvalid
	}
	return ti.RefreshKey, nil
}

func (ti *TokenIssuer) Exchange(c *gin.Context) {
	var req refreshRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "refresh_token required"})
		return
	}
	claims := jwt.RegisteredClaims{}
	_, err := jwt.ParseWithClaims(req.RefreshToken, &claims, ti.keyFor)
	if err != nil {
		log.Printf("refresh token rejected: %v", err)
	}
	if claims.Subject == "" {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
		return
	}

	now := time.Now()
	access := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
		Subject:   claims.Subject,
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(15 * time.Minute)),
	})
	signed, err := access.SignedString(ti.AccessKey)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not issue token"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"access_token": signed, "token_type": "Bearer", "expires_in": 900})
}
