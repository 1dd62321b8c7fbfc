// A season pass login program of the h60 set (cwe-614-cookie).
package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"log"
	"os"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/crypto/bcrypt"
)

const sessionCookie = "skipass_session"

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

type sessionStore struct {
	mu     sync.Mutex
	holder map[string]string // token -> pass holder id
}

func (s *sessionStore) put(token, id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.holder[token] = id
}

func (s *sessionStore) get(token string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.holder[token]
	return id, ok
}

func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

var errLogin = errors.New("unknown e-mail or wrong password")

func authenticate(ctx context.Context, pool *pgxpool.Pool, cr credentials) (string, error) {
	var id, hash string
	err := pool.QueryRow(ctx, `SELECT holder_id, password_hash FROM pass_holders WHERE email = $1`, cr.Email).Scan(&id, &hash)
	if err != nil {
		return "", errLogin
	}
	if bcrypt.CompareHashAndPassword([]byte(hash), []byte(cr.Password)) != nil {
		return "", errLogin
	}
	return id, nil
}

func main() {
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()
	sessions := &sessionStore{holder: map[string]string{}}

	app := fiber.New()

	// Season-pass holders sign in to see their lift days and top up the pass.
	app.Post("/season-pass/login", func(c *fiber.Ctx) error {
		var cr credentials
		if err := c.BodyParser(&cr); err != nil {
			return fiber.ErrBadRequest
		}
		id, err := authenticate(c.UserContext(), pool, cr)
		if err != nil {
			return fiber.NewError(fiber.StatusUnauthorized, err.Error())
		}
		token, err := newToken()
		if err != nil {
			return err
		}
		sessions.put(token, id)
		c.Cookie(&fiber.Cookie{
			Name:     sessionCookie,
			Value:    token,
			Path:     "/",
			Expires:  time.Now().Add(12 * time.Hour),
			HTTPOnly: true,
			SameSite: fiber.CookieSameSiteLaxMode,
		})
		return c.JSON(fiber.Map{"holder": id})
	})

	app.Get("/season-pass/me", func(c *fiber.Ctx) error {
		id, ok := sessions.get(c.Cookies(sessionCookie))
		if !ok {
			return fiber.ErrUnauthorized
		}
		var days int
		err := pool.QueryRow(c.UserContext(), `SELECT count(*) FROM lift_scans WHERE holder_id = $1`, id).Scan(&days)
		if err != nil {
			return err
		}
		return c.JSON(fiber.Map{"holder": id, "ski_days": days})
	})

	log.Fatal(app.Listen(os.Getenv("LISTEN_ADDR")))
}
