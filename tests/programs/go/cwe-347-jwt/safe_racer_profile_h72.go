// A racer profile program of the h72 set (cwe-347-jwt).
package main

import (
	"crypto"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/golang-jwt/jwt/v5"
)

// ClaimsReader turns a bearer token into trusted claims.
type ClaimsReader interface {
	Read(raw string) (jwt.MapClaims, error)
}

// memberReader checks tokens minted by the members' app backend.
type memberReader struct{ secret []byte }

func (m memberReader) Read(raw string) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) {
		return m.secret, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	return claims, err
}

// kioskReader handles tokens issued by the check-in kiosks, which sign
// with their own Ed25519 key.
type kioskReader struct{ pub crypto.PublicKey }

func (k kioskReader) Read(raw string) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) {
		return k.pub, nil
	}, jwt.WithValidMethods([]string{"EdDSA"}), jwt.WithExpirationRequired())
	if err != nil {
		return nil, err
	}
	if iss, _ := claims.GetIssuer(); iss != "kiosk" {
		return nil, errors.New("not a kiosk token")
	}
	return claims, nil
}

func authenticate(readers map[string]ClaimsReader) gin.HandlerFunc {
	return func(c *gin.Context) {
		raw, ok := strings.CutPrefix(c.GetHeader("Authorization"), "Bearer ")
		if !ok {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "missing token"})
			return
		}
		reader, ok := readers[c.GetHeader("X-Client-Kind")]
		if !ok {
			reader = readers["member"]
		}
		claims, err := reader.Read(raw)
		if err != nil {
			c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "invalid token"})
			return
		}
		sub, _ := claims.GetSubject()
		c.Set("racer", sub)
		c.Next()
	}
}

func profile(c *gin.Context) {
	racer := c.GetString("racer")
	c.JSON(http.StatusOK, gin.H{
		"racer":       racer,
		"licence":     "junior-b",
		"best_lap_ms": 41873,
		"credit":      "12 laps",
	})
}

func main() {
	pemBytes, err := os.ReadFile("/etc/apexkart/kiosk-signing.pub")
	if err != nil {
		log.Fatal(err)
	}
	kioskKey, err := jwt.ParseEdPublicKeyFromPEM(pemBytes)
	if err != nil {
		log.Fatal(err)
	}
	readers := map[string]ClaimsReader{
		"member": memberReader{secret: []byte(os.Getenv("MEMBER_JWT_SECRET"))},
		"kiosk":  kioskReader{pub: kioskKey},
	}

	r := gin.Default()
	api := r.Group("/api", authenticate(readers))
	api.GET("/racers/me", profile)
	if err := r.Run(":8010"); err != nil {
		log.Fatal(err)
	}
}
