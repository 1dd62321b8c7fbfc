// A lockbox codes program of the h67 set (cwe-327-cipher).
// canal boat hire: store lockbox codes for boats collected outside office hours
package main

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
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
	block cipher.Block
}

func NewCodeVault(hexKey string) (*CodeVault, error) {
	key, err := hex.DecodeString(hexKey)
	if err != nil {
		return nil, err
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &CodeVault{block: block}, nil
}

func (v *CodeVault) Seal(plain []byte) (string, error) {
	bs := v.block.BlockSize()
	pad := bs - len(plain)%bs
	padded := append(append([]byte{}, plain...), bytes.Repeat([]byte{byte(pad)}, pad)...)
	iv := make([]byte, bs)
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	out := make([]byte, len(padded))
	cipher.NewCBCEncrypter(v.block, iv).CryptBlocks(out, padded)
	return base64.RawURLEncoding.EncodeToString(append(iv, out...)), nil
}

func (v *CodeVault) Open(sealed string) ([]byte, error) {
	data, err := base64.RawURLEncoding.DecodeString(sealed)
	bs := v.block.BlockSize()
	if err != nil || len(data) < 2*bs || len(data)%bs != 0 {
		return nil, errors.New("malformed code")
	}
	iv, body := data[:bs], data[bs:]
	out := make([]byte, len(body))
	cipher.NewCBCDecrypter(v.block, iv).CryptBlocks(out, body)
	pad := int(out[len(out)-1])
	if pad == 0 || pad > bs {
		return nil, errors.New("malformed code")
	}
	return out[:len(out)-pad], nil
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
