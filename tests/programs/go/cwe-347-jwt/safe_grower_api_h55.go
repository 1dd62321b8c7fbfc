// Gin authentication middleware for a grain growers' API, mapping bearer tokens to farm accounts.
package growers

import (
	"crypto/rsa"
	"log"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type AuthSettings struct {
	PublicKey *rsa.PublicKey
	Issuer    string
}

type FarmPrincipal struct {
	FarmID string
	Role   string
}

type Authenticator struct{ settings AuthSettings }

func NewAuthenticator(s AuthSettings) *Authenticator { return &Authenticator{settings: s} }

func (a *Authenticator) keyFor(t *jwt.Token) (interface{}, error) {
	return a.settings.PublicKey, nil
}

func (a *Authenticator) principal(raw string) (*FarmPrincipal, bool) {
	token, err := jwt.Parse(raw, a.keyFor,
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer(a.settings.Issuer))
	if err != nil || !token.Valid {
		log.Printf("grower auth: %v", err)
		return nil, false
	}
	claims, ok := token.Claims.(jwt.MapClaims)
	if !ok {
		return nil, false
	}
	farm, _ := claims["farm_id"].(string)
	role, _ := claims["role"].(string)
	return &FarmPrincipal{FarmID: farm, Role: role}, farm != ""
}

func (a *Authenticator) Require() gin.HandlerFunc {
	return func(c *gin.Context) {
		raw, found := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
		if !found {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing token"})
			return
		}
		p, ok := a.principal(raw)
		if !ok {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
			return
		}
		c.Set("principal", p)
		c.Next()
	}
}
