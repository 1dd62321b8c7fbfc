// Token service that exchanges an unexpired access token for a fresh one.
package main

import (
	"errors"
	"log"
	"os"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/golang-jwt/jwt/v5"
)

func loadSigningKey() ([]byte, error) {
	key := os.Getenv("JWT_SIGNING_KEY")
	if len(key) < 32 {
		return nil, errors.New("JWT_SIGNING_KEY must be set to at least 32 characters")
	}
	return []byte(key), nil
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
