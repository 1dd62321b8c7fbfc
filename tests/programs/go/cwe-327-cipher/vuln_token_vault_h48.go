// Encrypts third-party OAuth refresh tokens before they are written to the database.
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
	block cipher.Block
}

func NewTokenVault(key []byte) (*TokenVault, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &TokenVault{block: block}, nil
}

func pkcs7Pad(data []byte, size int) []byte {
	n := size - len(data)%size
	return append(data, bytes.Repeat([]byte{byte(n)}, n)...)
}

func (v *TokenVault) Seal(token string) (string, error) {
	bs := v.block.BlockSize()
	iv := make([]byte, bs)
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	plain := pkcs7Pad([]byte(token), bs)
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(v.block, iv).CryptBlocks(out, plain)
	return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
}

func (v *TokenVault) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	bs := v.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return "", errors.New("malformed ciphertext")
	}
	out := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(v.block, raw[:bs]).CryptBlocks(out, raw[bs:])
	n := int(out[len(out)-1])
	if n == 0 || n > bs {
		return "", errors.New("bad padding")
	}
	return string(out[:len(out)-n]), nil
}
