// Helper that encrypts payment card references before they are written to the database.
package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

type CardVault struct {
	aead cipher.AEAD
}

func NewCardVault(key []byte) (*CardVault, error) {
	if len(key) != 32 {
		return nil, errors.New("vault key must be 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &CardVault{aead: aead}, nil
}

func (v *CardVault) Seal(plain string) (string, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := v.aead.Seal(nonce, nonce, []byte(plain), nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (v *CardVault) Open(encoded string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(encoded)
	ns := v.aead.NonceSize()
	if err != nil || len(raw) < ns+v.aead.Overhead() {
		return "", errors.New("malformed token")
	}
	plain, err := v.aead.Open(nil, raw[:ns], raw[ns:], nil)
	if err != nil {
		return "", err
	}
	return string(plain), nil
}
