// Reporting API whose middleware reads the caller's identity from a bearer token.
package main

import (
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

type apiClaims struct {
	Role string `json:"role"`
	jwt.RegisteredClaims
}

func parseClaims(raw string, secret []byte) (*apiClaims, error) {
	claims := &apiClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	return claims, nil
}

func authRequired(secret []byte) gin.HandlerFunc {
	return func(c *gin.Context) {
		claims, err := parseClaims(strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer "), secret)
		if err != nil {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
			return
		}
		c.Set("subject", claims.Subject)
		c.Set("role", claims.Role)
		c.Next()
	}
}

func revenueReport(c *gin.Context) {
	if c.GetString("role") != "finance" {
		c.AbortWithStatus(http.StatusForbidden)
		return
	}
	c.JSON(http.StatusOK, gin.H{"requested_by": c.GetString("subject"), "q3_revenue": 1840000})
}

func main() {
	secret := []byte(os.Getenv("JWT_SECRET"))
	if len(secret) == 0 {
		log.Fatal("JWT_SECRET is not set")
	}
	r := gin.Default()
	api := r.Group("/api", authRequired(secret))
	api.GET("/reports/revenue", revenueReport)
	r.Run(":8101")
}
