// A yoga class pass program of the h62 set (cwe-347-jwt).
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

// Members carry a class pass as a signed token issued by the membership
// service; the check-in desk and the booking app read the remaining credits
// and membership tier from it.
type passClaims struct {
	Tier    string `json:"tier"`
	Credits int    `json:"credits"`
	jwt.RegisteredClaims
}

type passReader func(token string) (*passClaims, error)

func newPassReader(key []byte) passReader {
	parser := jwt.NewParser(jwt.WithExpirationRequired())
	return func(token string) (*passClaims, error) {
		claims := &passClaims{}
		if _, _, err := parser.ParseUnverified(token, claims); err != nil {
			return nil, err
		}
		if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
			return nil, errors.New("class pass expired")
		}
		return claims, nil
	}
}

func requirePass(read passReader) fiber.Handler {
	return func(c *fiber.Ctx) error {
		raw, ok := strings.CutPrefix(c.Get(fiber.HeaderAuthorization), "Bearer ")
		if !ok {
			return fiber.ErrUnauthorized
		}
		claims, err := read(raw)
		if err != nil {
			return fiber.ErrUnauthorized
		}
		c.Locals("pass", claims)
		return c.Next()
	}
}

func bookClass(c *fiber.Ctx) error {
	pass := c.Locals("pass").(*passClaims)
	class := c.Params("class")
	if strings.HasPrefix(class, "teacher-training") && pass.Tier != "unlimited" {
		return fiber.NewError(fiber.StatusForbidden, "teacher training needs an unlimited pass")
	}
	if pass.Credits < 1 {
		return fiber.NewError(fiber.StatusPaymentRequired, "no class credits left")
	}
	return c.JSON(fiber.Map{"member": pass.Subject, "class": class, "credits_left": pass.Credits - 1})
}

func main() {
	key := []byte(os.Getenv("PASS_SIGNING_KEY"))
	if len(key) < 32 {
		log.Fatal("PASS_SIGNING_KEY must be at least 32 bytes")
	}
	app := fiber.New()
	api := app.Group("/classes", requirePass(newPassReader(key)))
	api.Post("/:class/book", bookClass)
	log.Fatal(app.Listen(":8080"))
}
