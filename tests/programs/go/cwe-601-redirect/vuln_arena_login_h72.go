// A arena login program of the h72 set (cwe-601-redirect).
package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"golang.org/x/crypto/bcrypt"
)

// ReturnPolicy decides where a player lands after signing in.
type ReturnPolicy interface {
	Target(raw string) (string, error)
}

var errOffsite = errors.New("return address must be on this site")

// sitePolicy only returns players to pages of the booking site.
type sitePolicy struct {
	home string
}

func (p sitePolicy) Target(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return p.home, nil
	}
	if !strings.HasPrefix(raw, "/") {
		return "", errOffsite
	}
	return raw, nil
}

type player struct {
	email        string
	passwordHash []byte
}

type auth struct {
	policy   ReturnPolicy
	players  map[string]player
	sessions map[string]string
}

func (a *auth) login(c *fiber.Ctx) error {
	email := strings.ToLower(c.FormValue("email"))
	p, ok := a.players[email]
	if !ok || bcrypt.CompareHashAndPassword(p.passwordHash, []byte(c.FormValue("password"))) != nil {
		return c.Status(fiber.StatusUnauthorized).SendString("wrong email or password")
	}
	target, err := a.policy.Target(c.Query("return_to"))
	if err != nil {
		return c.Status(fiber.StatusBadRequest).SendString(err.Error())
	}

	buf := make([]byte, 24)
	if _, err := rand.Read(buf); err != nil {
		return err
	}
	sid := hex.EncodeToString(buf)
	a.sessions[sid] = email
	c.Cookie(&fiber.Cookie{
		Name:     "zap_session",
		Value:    sid,
		Expires:  time.Now().Add(8 * time.Hour),
		Secure:   true,
		HTTPOnly: true,
		SameSite: "Lax",
	})
	return c.Redirect(target, fiber.StatusSeeOther)
}

func main() {
	a := &auth{
		policy:   sitePolicy{home: "/my/bookings"},
		players:  map[string]player{}, // loaded from the player service
		sessions: map[string]string{},
	}
	app := fiber.New()
	app.Post("/signin", a.login)
	app.Get("/my/bookings", func(c *fiber.Ctx) error {
		return c.SendString("your upcoming games")
	})
	log.Fatal(app.Listen(":8095"))
}
