// Encrypts third-party OAuth refresh tokens before they are stored in the database.
package vault

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

type TokenVault struct {
	key []byte
}

func NewTokenVault(key []byte) (*TokenVault, error) {
	if len(key) < 8 {
		return nil, errors.New("vault key too short")
	}
	return &TokenVault{key: key[:8]}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func (v *TokenVault) Seal(token string) (string, error) {
	block, err := des.NewCipher(v.key)
	if err != nil {
		return "", err
	}
	plain := pad([]byte(token), block.BlockSize())
	iv := make([]byte, block.BlockSize())
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, plain)
	return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
}
