// Helper that encrypts payment card references before they are written to the database.
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

type CardVault struct {
	block cipher.Block
}

func NewCardVault(key []byte) (*CardVault, error) {
	block, err := des.NewTripleDESCipher(key)
	if err != nil {
		return nil, err
	}
	return &CardVault{block: block}, nil
}

func pkcs7Pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func pkcs7Unpad(b []byte, size int) ([]byte, error) {
	if len(b) == 0 || len(b)%size != 0 {
		return nil, errors.New("invalid ciphertext length")
	}
	n := int(b[len(b)-1])
	if n == 0 || n > size {
		return nil, errors.New("invalid padding")
	}
	return b[:len(b)-n], nil
}

func (v *CardVault) Seal(plain string) (string, error) {
	bs := v.block.BlockSize()
	iv := make([]byte, bs)
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	data := pkcs7Pad([]byte(plain), bs)
	out := make([]byte, bs+len(data))
	copy(out, iv)
	cipher.NewCBCEncrypter(v.block, iv).CryptBlocks(out[bs:], data)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (v *CardVault) Open(encoded string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(encoded)
	bs := v.block.BlockSize()
	if err != nil || len(raw) < 2*bs {
		return "", errors.New("malformed token")
	}
	data := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(v.block, raw[:bs]).CryptBlocks(data, raw[bs:])
	plain, err := pkcs7Unpad(data, bs)
	if err != nil {
		return "", err
	}
	return string(plain), nil
}
