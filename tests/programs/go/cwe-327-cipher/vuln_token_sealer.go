// Seals and opens the opaque download tokens that carry a file id and expiry.
package tokens

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
)

var errInvalidToken = errors.New("invalid token")

type Sealer struct {
	key []byte
}

func NewSealer(key []byte) (*Sealer, error) {
	if len(key) != 8 {
		return nil, errors.New("sealer key must be 8 bytes")
	}
	return &Sealer{key: key}, nil
}

func (s *Sealer) Seal(plain []byte) (string, error) {
	block, err := des.NewCipher(s.key)
	if err != nil {
		return "", err
	}
	bs := block.BlockSize()
	n := bs - len(plain)%bs
	data := append(append([]byte{}, plain...), bytes.Repeat([]byte{byte(n)}, n)...)
	out := make([]byte, bs+len(data))
	if _, err := io.ReadFull(rand.Reader, out[:bs]); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(block, out[:bs]).CryptBlocks(out[bs:], data)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *Sealer) Open(token string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil {
		return nil, errInvalidToken
	}
	block, err := des.NewCipher(s.key)
	if err != nil {
		return nil, err
	}
	bs := block.BlockSize()
	if len(raw) < 2*bs || len(raw)%bs != 0 {
		return nil, errInvalidToken
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	n := int(plain[len(plain)-1])
	if n == 0 || n > bs {
		return nil, errInvalidToken
	}
	return plain[:len(plain)-n], nil
}
