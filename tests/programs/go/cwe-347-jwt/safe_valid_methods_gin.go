// Gin middleware for the partner API that authenticates requests with an RS256 JWT.
package main

import (
	"crypto/rsa"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v4"
)

var partnerVerifyKey *rsa.PublicKey

func partnerAuth(c *gin.Context) {
	raw := strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer ")
	claims := &jwt.RegisteredClaims{}
	parser := jwt.NewParser(jwt.WithValidMethods([]string{"RS256"}))
	tok, err := parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return partnerVerifyKey, nil
	})
	if err != nil || !tok.Valid {
		c.AbortWithStatus(http.StatusUnauthorized)
		return
	}
	c.Set("partner", claims.Subject)
	c.Next()
}

func main() {
	pemData, err := os.ReadFile("/etc/partner-api/jwt_public.pem")
	if err != nil {
		log.Fatal(err)
	}
	partnerVerifyKey, err = jwt.ParseRSAPublicKeyFromPEM(pemData)
	if err != nil {
		log.Fatal(err)
	}
	r := gin.New()
	r.Use(partnerAuth)
}
