// A skater accounts program of the h70 set (cwe-328-hash).
package main

import (
	"errors"
	"log"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v2"
	"golang.org/x/crypto/bcrypt"
)

type passwordScheme struct {
	hash   func(password string) (string, error)
	verify func(stored, password string) bool
}

var memberPasswords = passwordScheme{
	hash: func(password string) (string, error) {
		h, err := bcrypt.GenerateFromPassword([]byte(password), 12)
		if err != nil {
			return "", err
		}
		return string(h), nil
	},
	verify: func(stored, password string) bool {
		return bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) == nil
	},
}

type member struct {
	Email    string
	Name     string
	PassTier string
	Hash     string
}

type memberStore struct {
	mu      sync.RWMutex
	byEmail map[string]member
}

var errTaken = errors.New("email already registered")

func (s *memberStore) add(m member) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, exists := s.byEmail[m.Email]; exists {
		return errTaken
	}
	s.byEmail[m.Email] = m
	return nil
}

func (s *memberStore) get(email string) (member, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	m, ok := s.byEmail[email]
	return m, ok
}

type credentials struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Password string `json:"password"`
	Tier     string `json:"tier"`
}

func main() {
	store := &memberStore{byEmail: map[string]member{}}
	app := fiber.New()

	app.Post("/members", func(c *fiber.Ctx) error {
		var in credentials
		if err := c.BodyParser(&in); err != nil || len(in.Password) < 10 || !strings.Contains(in.Email, "@") {
			return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "email and a 10+ character password required"})
		}
		h, err := memberPasswords.hash(in.Password)
		if err != nil {
			return fiber.ErrInternalServerError
		}
		m := member{Email: strings.ToLower(in.Email), Name: in.Name, PassTier: in.Tier, Hash: h}
		if err := store.add(m); err != nil {
			return c.Status(fiber.StatusConflict).JSON(fiber.Map{"error": err.Error()})
		}
		return c.Status(fiber.StatusCreated).JSON(fiber.Map{"email": m.Email, "tier": m.PassTier})
	})

	app.Post("/sessions", func(c *fiber.Ctx) error {
		var in credentials
		if err := c.BodyParser(&in); err != nil {
			return fiber.ErrBadRequest
		}
		m, ok := store.get(strings.ToLower(in.Email))
		if !ok || !memberPasswords.verify(m.Hash, in.Password) {
			return c.Status(fiber.StatusUnauthorized).JSON(fiber.Map{"error": "wrong email or password"})
		}
		return c.JSON(fiber.Map{"welcome": m.Name, "tier": m.PassTier})
	})

	log.Fatal(app.Listen(":8088"))
}
