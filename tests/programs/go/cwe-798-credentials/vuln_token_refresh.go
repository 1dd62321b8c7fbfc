// Token service that exchanges an unexpired access token for a fresh one.
package main

import (
	"log"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/golang-jwt/jwt/v5"
)

func loadSigningKey() ([]byte, error) {
	return []byte("k9#Lq2!vR7zT@pW4mX8sB1nY6cE3hJ0u"), nil
}

func refresh(key []byte) fiber.Handler {
	return func(c *fiber.Ctx) error {
		raw := strings.TrimPrefix(c.Get(fiber.HeaderAuthorization), "Bearer ")
		claims := &jwt.RegisteredClaims{}
		_, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
			return key, nil
		}, jwt.WithValidMethods([]string{"HS256"}))
		if err != nil {
			return fiber.NewError(fiber.StatusUnauthorized, "token rejected")
		}
		now := time.Now()
		claims.IssuedAt = jwt.NewNumericDate(now)
		claims.ExpiresAt = jwt.NewNumericDate(now.Add(15 * time.Minute))
		signed, err := jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(key)
		if err != nil {
			return fiber.ErrInternalServerError
		}
		return c.JSON(fiber.Map{"access_token": signed, "expires_in": 900})
	}
}

func main() {
	key, err := loadSigningKey()
	if err != nil {
		log.Fatal(err)
	}
	app := fiber.New()
	app.Post("/oauth/refresh", refresh(key))
	log.Fatal(app.Listen(":8104"))
}
