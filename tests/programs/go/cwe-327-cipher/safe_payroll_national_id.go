// Field encryption helper used by the HR payroll service to protect employee national ID numbers at rest.
package payroll

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type FieldCipher struct {
	aead cipher.AEAD
}

func NewFieldCipher() (*FieldCipher, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("PAYROLL_FIELD_KEY"))
	if err != nil {
		return nil, err
	}
	if len(key) != 32 {
		return nil, errors.New("PAYROLL_FIELD_KEY must decode to 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &FieldCipher{aead: aead}, nil
}

func (f *FieldCipher) Encrypt(nationalID string) (string, error) {
	nonce := make([]byte, f.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	sealed := f.aead.Seal(nonce, nonce, []byte(nationalID), []byte("national_id"))
	return base64.StdEncoding.EncodeToString(sealed), nil
}

func (f *FieldCipher) Decrypt(encoded string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(encoded)
	ns := f.aead.NonceSize()
	if err != nil || len(raw) < ns+f.aead.Overhead() {
		return "", errors.New("malformed ciphertext")
	}
	plain, err := f.aead.Open(nil, raw[:ns], raw[ns:], []byte("national_id"))
	if err != nil {
		return "", err
	}
	return string(plain), nil
}
