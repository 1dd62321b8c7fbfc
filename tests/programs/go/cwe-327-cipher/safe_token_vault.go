// Encrypts third-party OAuth refresh tokens before they are stored in the database.
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
	key []byte
}

func NewTokenVault(key []byte) (*TokenVault, error) {
	if len(key) < 32 {
		return nil, errors.New("vault key too short")
	}
	return &TokenVault{key: key[:32]}, nil
}

func (v *TokenVault) Seal(token string) (string, error) {
	block, err := aes.NewCipher(v.key)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := gcm.Seal(nonce, nonce, []byte(token), nil)
	return base64.StdEncoding.EncodeToString(out), nil
}
