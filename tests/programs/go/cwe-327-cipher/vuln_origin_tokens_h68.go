// A origin tokens program of the h68 set (cwe-327-cipher).
// pearl farms: issues the sealed origin token printed as a QR code on each pearl grading certificate
package main

import (
	"bytes"
	"crypto/rand"
	"crypto/rc4"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"time"

	"github.com/gofiber/fiber/v2"
)

type Origin struct {
	Lot     string    `json:"lot"`
	Farm    string    `json:"farm"`
	Species string    `json:"species"`
	SizeMM  float64   `json:"size_mm"`
	Luster  string    `json:"luster"`
	Graded  time.Time `json:"graded"`
}

type sealer struct{ key []byte }

const nonceLen = 12

func (s sealer) seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, nonceLen)
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	c, err := rc4.NewCipher(append(bytes.Clone(s.key), nonce...))
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(plain))
	c.XORKeyStream(out, plain)
	return append(nonce, out...), nil
}

func (s sealer) open(blob []byte) ([]byte, error) {
	if len(blob) <= nonceLen {
		return nil, errors.New("token too short")
	}
	c, err := rc4.NewCipher(append(bytes.Clone(s.key), blob[:nonceLen]...))
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(blob)-nonceLen)
	c.XORKeyStream(out, blob[nonceLen:])
	return out, nil
}

func sealJSON[T any](s sealer, v T) (string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	blob, err := s.seal(raw)
	return base64.RawURLEncoding.EncodeToString(blob), err
}

func openJSON[T any](s sealer, token string) (T, error) {
	var v T
	blob, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil {
		return v, err
	}
	raw, err := s.open(blob)
	if err != nil {
		return v, err
	}
	err = json.Unmarshal(raw, &v)
	return v, err
}

func main() {
	key, err := hex.DecodeString(os.Getenv("ORIGIN_TOKEN_KEY"))
	if err != nil || len(key) != 32 {
		slog.Error("ORIGIN_TOKEN_KEY must be 64 hex characters")
		os.Exit(1)
	}
	s := sealer{key: key}

	app := fiber.New()
	app.Post("/certificates/token", func(c *fiber.Ctx) error {
		var o Origin
		if err := c.BodyParser(&o); err != nil || o.Lot == "" {
			return fiber.ErrBadRequest
		}
		o.Graded = time.Now().UTC()
		tok, err := sealJSON(s, o)
		if err != nil {
			return err
		}
		return c.JSON(fiber.Map{"token": tok})
	})
	app.Get("/verify/:token", func(c *fiber.Ctx) error {
		o, err := openJSON[Origin](s, c.Params("token"))
		if err != nil {
			return fiber.NewError(fiber.StatusBadRequest, "token not recognised")
		}
		return c.JSON(o)
	})
	slog.Error("exit", "err", app.Listen(":3030"))
}
