// Encrypts and decrypts the payload stored on staff access badges for the hospital door readers.
package badges

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type BadgeSealer struct {
	aead cipher.AEAD
}

func NewBadgeSealer() (*BadgeSealer, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("BADGE_KEY"))
	if err != nil || len(key) < 32 {
		return nil, errors.New("BADGE_KEY must be base64 with at least 32 bytes")
	}
	block, err := aes.NewCipher(key[:32])
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &BadgeSealer{aead: aead}, nil
}

func (s *BadgeSealer) Seal(payload []byte) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := s.aead.Seal(nonce, nonce, payload, []byte("badge-v2"))
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *BadgeSealer) Open(token string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	ns := s.aead.NonceSize()
	if err != nil || len(raw) < ns+s.aead.Overhead() {
		return nil, errors.New("malformed badge token")
	}
	plain, err := s.aead.Open(nil, raw[:ns], raw[ns:], []byte("badge-v2"))
	if err != nil {
		return nil, errors.New("malformed badge token")
	}
	return plain, nil
}
