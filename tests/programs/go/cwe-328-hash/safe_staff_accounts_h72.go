// A staff accounts program of the h72 set (cwe-328-hash).
package main

import (
	"errors"
	"log"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v2"
	"golang.org/x/crypto/bcrypt"
)

// PasswordHasher produces and checks the stored form of a staff password.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(stored, password string) bool
}

type passwordHasher struct{}

func (passwordHasher) Hash(password string) (string, error) {
	sum, err := bcrypt.GenerateFromPassword([]byte(password), 12)
	if err != nil {
		return "", err
	}
	return string(sum), nil
}

func (passwordHasher) Verify(stored, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) == nil
}

var errTaken = errors.New("staff login already exists")

// Accounts is the staff credential store, generic over the hashing scheme so
// the kiosk build can plug in its own.
type Accounts[H PasswordHasher] struct {
	hasher H
	mu     sync.RWMutex
	byUser map[string]string
}

func NewAccounts[H PasswordHasher](h H) *Accounts[H] {
	return &Accounts[H]{hasher: h, byUser: make(map[string]string)}
}

func (a *Accounts[H]) Register(user, password string) error {
	stored, err := a.hasher.Hash(password)
	if err != nil {
		return err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if _, exists := a.byUser[user]; exists {
		return errTaken
	}
	a.byUser[user] = stored
	return nil
}

func (a *Accounts[H]) Login(user, password string) bool {
	a.mu.RLock()
	stored, ok := a.byUser[user]
	a.mu.RUnlock()
	return ok && a.hasher.Verify(stored, password)
}

type credentials struct {
	User     string `json:"user"`
	Password string `json:"password"`
}

func main() {
	accounts := NewAccounts(passwordHasher{})
	app := fiber.New()

	app.Post("/staff/signup", func(c *fiber.Ctx) error {
		var in credentials
		if err := c.BodyParser(&in); err != nil || in.User == "" || len(in.Password) < 10 {
			return fiber.NewError(fiber.StatusBadRequest, "user and a 10+ character password are required")
		}
		if err := accounts.Register(strings.ToLower(in.User), in.Password); err != nil {
			if errors.Is(err, errTaken) {
				return fiber.NewError(fiber.StatusConflict, err.Error())
			}
			return err
		}
		return c.SendStatus(fiber.StatusCreated)
	})

	app.Post("/staff/login", func(c *fiber.Ctx) error {
		var in credentials
		if err := c.BodyParser(&in); err != nil {
			return fiber.ErrBadRequest
		}
		if !accounts.Login(strings.ToLower(in.User), in.Password) {
			return fiber.ErrUnauthorized
		}
		return c.JSON(fiber.Map{"user": in.User, "role": "marshal"})
	})

	log.Fatal(app.Listen(":8050"))
}
