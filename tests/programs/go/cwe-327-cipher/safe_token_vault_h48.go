// Encrypts third-party OAuth refresh tokens before they are written to the database.
package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

type TokenVault struct {
	aead cipher.AEAD
}

func NewTokenVault(key []byte) (*TokenVault, error) {
	if len(key) != 32 {
		return nil, errors.New("token vault key must be 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &TokenVault{aead: aead}, nil
}

func (v *TokenVault) Seal(token string) (string, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := v.aead.Seal(nonce, nonce, []byte(token), nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (v *TokenVault) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	ns := v.aead.NonceSize()
	if err != nil || len(raw) < ns+v.aead.Overhead() {
		return "", errors.New("malformed ciphertext")
	}
	plain, err := v.aead.Open(nil, raw[:ns], raw[ns:], nil)
	if err != nil {
		return "", errors.New("ciphertext authentication failed")
	}
	return string(plain), nil
}
