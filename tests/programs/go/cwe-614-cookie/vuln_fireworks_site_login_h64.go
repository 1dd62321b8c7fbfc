// A fireworks site login program of the h64 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"log"
	"os"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	_ "github.com/jackc/pgx/v5/stdlib"
	"golang.org/x/crypto/bcrypt"
)

type loginRequest struct {
	LicenceNo string   `json:"licence_no"`
	Password  string   `json:"password"`
	Sites     []string `json:"sites"` // display sites the crew member is working this week
}

type server struct{ db *sql.DB }

func newSessionToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func (s *server) login(c *fiber.Ctx) error {
	var req loginRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "invalid body")
	}
	var memberID int64
	var hash string
	err := s.db.QueryRowContext(c.UserContext(),
		`SELECT id, pw_hash FROM crew WHERE licence_no = $1`, strings.ToUpper(req.LicenceNo)).Scan(&memberID, &hash)
	if err != nil || bcrypt.CompareHashAndPassword([]byte(hash), []byte(req.Password)) != nil {
		return fiber.NewError(fiber.StatusUnauthorized, "wrong licence number or password")
	}

	token, err := newSessionToken()
	if err != nil {
		return err
	}
	expires := time.Now().Add(12 * time.Hour)
	_, err = s.db.ExecContext(c.UserContext(),
		`INSERT INTO crew_sessions (token, crew_id, sites, expires_at) VALUES ($1, $2, $3, $4)`,
		token, memberID, strings.Join(req.Sites, ","), expires)
	if err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{
		Name:     "pyro_session",
		Value:    token,
		Path:     "/",
		Expires:  expires,
		Secure:   false,
		HTTPOnly: false,
		SameSite: fiber.CookieSameSiteLaxMode,
	})
	return c.JSON(fiber.Map{"crew_id": memberID, "sites": req.Sites})
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	s := &server{db: db}
	app := fiber.New()
	app.Post("/crew/login", s.login)
	log.Fatal(app.ListenTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
