// A buyer session program of the h67 set (cwe-614-cookie).
// cheese affineurs: wholesale buyers sign in to reserve wheels before they leave the caves
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"golang.org/x/crypto/bcrypt"
)

type BuyerLogin struct {
	Email    string `json:"email" validate:"required,email"`
	Password string `json:"password" validate:"required,max=72"`
}

type BuyerDirectory interface {
	PasswordHash(email string) ([]byte, bool)
}

type envDirectory map[string][]byte

func (d envDirectory) PasswordHash(email string) ([]byte, bool) {
	h, ok := d[strings.ToLower(email)]
	return h, ok
}

type SessionStore struct {
	mu     sync.Mutex
	byID   map[string]string
	expiry time.Duration
}

func (s *SessionStore) Start(buyer string) (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	id := hex.EncodeToString(b)
	s.mu.Lock()
	s.byID[id] = buyer
	s.mu.Unlock()
	return id, nil
}

type AuthHandler struct {
	buyers   BuyerDirectory
	sessions *SessionStore
}

func (h *AuthHandler) Login(c echo.Context) error {
	var in BuyerLogin
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&in); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	hash, ok := h.buyers.PasswordHash(in.Email)
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(in.Password)) != nil {
		return echo.NewHTTPError(http.StatusUnauthorized, "unknown buyer or wrong password")
	}
	id, err := h.sessions.Start(in.Email)
	if err != nil {
		return err
	}
	c.SetCookie(&http.Cookie{
		Name:     "cave_session",
		Value:    id,
		Path:     "/",
		Expires:  time.Now().Add(h.sessions.expiry),
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	})
	return c.JSON(http.StatusOK, map[string]string{"buyer": in.Email})
}

type bodyValidator struct{ v *validator.Validate }

func (b *bodyValidator) Validate(i interface{}) error { return b.v.Struct(i) }

func loadBuyers() envDirectory {
	d := envDirectory{}
	for _, entry := range strings.Split(os.Getenv("CAVE_BUYERS"), ";") {
		if email, hash, ok := strings.Cut(entry, "="); ok {
			d[strings.ToLower(email)] = []byte(hash)
		}
	}
	return d
}

func main() {
	h := &AuthHandler{
		buyers:   loadBuyers(),
		sessions: &SessionStore{byID: map[string]string{}, expiry: 12 * time.Hour},
	}

	e := echo.New()
	e.Validator = &bodyValidator{v: validator.New()}
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/buyers/login", h.Login)
	e.Logger.Fatal(e.StartTLS(":8443", "/etc/caves/tls/cert.pem", "/etc/caves/tls/key.pem"))
}
