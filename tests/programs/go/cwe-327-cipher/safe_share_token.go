// Encrypts and decrypts the opaque share-link tokens handed out for shared documents.
package sharing

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

type TokenSealer struct {
	aead cipher.AEAD
}

func NewTokenSealer(key []byte) (*TokenSealer, error) {
	if len(key) != 32 {
		return nil, errors.New("key must be 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &TokenSealer{aead: aead}, nil
}

func (s *TokenSealer) Seal(docID string) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := s.aead.Seal(nonce, nonce, []byte(docID), nil)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *TokenSealer) Open(token string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	ns := s.aead.NonceSize()
	if err != nil || len(raw) < ns+s.aead.Overhead() {
		return "", errors.New("malformed token")
	}
	plain, err := s.aead.Open(nil, raw[:ns], raw[ns:], nil)
	if err != nil {
		return "", errors.New("invalid token")
	}
	return string(plain), nil
}
