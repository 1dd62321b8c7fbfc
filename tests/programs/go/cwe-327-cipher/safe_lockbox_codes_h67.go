// A lockbox codes program of the h67 set (cwe-327-cipher).
// canal boat hire: store lockbox codes for boats collected outside office hours
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"os"
	"sync"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
)

type CodeVault struct {
	aead cipher.AEAD
}

func NewCodeVault(hexKey string) (*CodeVault, error) {
	key, err := hex.DecodeString(hexKey)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &CodeVault{aead: aead}, nil
}

func (v *CodeVault) Seal(plain []byte) (string, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := v.aead.Seal(nonce, nonce, plain, nil)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (v *CodeVault) Open(sealed string) ([]byte, error) {
	data, err := base64.RawURLEncoding.DecodeString(sealed)
	ns := v.aead.NonceSize()
	if err != nil || len(data) < ns+v.aead.Overhead() {
		return nil, errors.New("malformed code")
	}
	nonce, body := data[:ns], data[ns:]
	out, err := v.aead.Open(nil, nonce, body, nil)
	if err != nil {
		return nil, errors.New("malformed code")
	}
	return out, nil
}

type LockboxRequest struct {
	BookingRef string `param:"ref" validate:"required,alphanum,len=8"`
	Code       string `json:"code" validate:"required,numeric,len=4"`
}

type LockboxStore struct {
	mu    sync.Mutex
	codes map[string]string
}

type LockboxHandler struct {
	vault *CodeVault
	store *LockboxStore
}

func (h *LockboxHandler) Set(c echo.Context) error {
	var req LockboxRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&req); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	sealed, err := h.vault.Seal([]byte(req.Code))
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not store code")
	}
	h.store.mu.Lock()
	h.store.codes[req.BookingRef] = sealed
	h.store.mu.Unlock()
	return c.NoContent(http.StatusNoContent)
}

type echoValidator struct{ v *validator.Validate }

func (ev *echoValidator) Validate(i interface{}) error { return ev.v.Struct(i) }

func main() {
	vault, err := NewCodeVault(os.Getenv("LOCKBOX_KEY"))
	if err != nil {
		panic(err)
	}
	e := echo.New()
	e.Validator = &echoValidator{v: validator.New()}
	h := &LockboxHandler{vault: vault, store: &LockboxStore{codes: map[string]string{}}}
	e.PUT("/bookings/:ref/lockbox", h.Set)
	e.Logger.Fatal(e.Start(":8093"))
}
