// Encrypts and decrypts the opaque share-link tokens handed out for shared documents.
package sharing

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

type TokenSealer struct {
	block cipher.Block
}

func NewTokenSealer(key []byte) (*TokenSealer, error) {
	block, err := des.NewCipher(key[:8])
	if err != nil {
		return nil, err
	}
	return &TokenSealer{block: block}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func unpad(b []byte) ([]byte, error) {
	if len(b) == 0 {
		return nil, errors.New("empty")
	}
	n := int(b[len(b)-1])
	if n == 0 || n > len(b) {
		return nil, errors.New("bad padding")
	}
	return b[:len(b)-n], nil
}

func (s *TokenSealer) Seal(docID string) (string, error) {
	bs := s.block.BlockSize()
	plain := pad([]byte(docID), bs)
	out := make([]byte, bs+len(plain))
	iv := out[:bs]
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], plain)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *TokenSealer) Open(token string) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	bs := s.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return "", errors.New("malformed token")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(s.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	out, err := unpad(plain)
	return string(out), err
}
