// Seals library patron card numbers before they are written to the circulation database and opens them for staff lookups.
package patrons

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type sealer struct {
	aead cipher.AEAD
}

func newSealer() (*sealer, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("PATRON_CARD_KEY"))
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
	return &sealer{aead: aead}, nil
}

func (s *sealer) Seal(cardNumber string) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := s.aead.Seal(nonce, nonce, []byte(cardNumber), []byte("patron-card"))
	return base64.StdEncoding.EncodeToString(out), nil
}

func (s *sealer) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	ns := s.aead.NonceSize()
	if err != nil || len(raw) < ns+s.aead.Overhead() {
		return "", errors.New("malformed card token")
	}
	plain, err := s.aead.Open(nil, raw[:ns], raw[ns:], []byte("patron-card"))
	if err != nil {
		return "", errors.New("malformed card token")
	}
	return string(plain), nil
}
