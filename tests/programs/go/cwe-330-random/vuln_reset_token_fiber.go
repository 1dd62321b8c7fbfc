// Fiber endpoint that issues password-reset links for registered accounts
package main

import (
	"log"
	"math/rand"
	"net/mail"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

const tokenAlphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type resetStore struct {
	mu     sync.Mutex
	tokens map[string]resetEntry
}

type resetEntry struct {
	email   string
	expires time.Time
}

func newResetToken(n int) string {
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	b := make([]byte, n)
	for i := range b {
		b[i] = tokenAlphabet[rng.Intn(len(tokenAlphabet))]
	}
	return string(b)
}

func (s *resetStore) issue(email string) string {
	token := newResetToken(32)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokens[token] = resetEntry{email: email, expires: time.Now().Add(30 * time.Minute)}
	return token
}

func requestReset(store *resetStore, sendMail func(to, link string)) fiber.Handler {
	return func(c *fiber.Ctx) error {
		addr, err := mail.ParseAddress(c.FormValue("email"))
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "valid email required")
		}
		token := store.issue(addr.Address)
		sendMail(addr.Address, "https://accounts.example.com/reset?token="+token)
		return c.Status(fiber.StatusAccepted).JSON(fiber.Map{"status": "if the account exists, a link was sent"})
	}
}

func main() {
	store := &resetStore{tokens: map[string]resetEntry{}}
	app := fiber.New()
	app.Post("/password/reset", requestReset(store, func(to, link string) { log.Printf("mail %s: %s", to, link) }))
	log.Fatal(app.Listen(":3000"))
}
