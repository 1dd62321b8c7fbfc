// Helpers that seal and open laboratory result payloads before they are written to the records database.
package labvault

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
)

type Sealer struct {
	block cipher.Block
}

func NewSealer(key []byte) (*Sealer, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &Sealer{block: block}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func unpad(b []byte, size int) ([]byte, error) {
	if len(b) == 0 || len(b)%size != 0 {
		return nil, errors.New("labvault: bad ciphertext length")
	}
	n := int(b[len(b)-1])
	if n == 0 || n > size {
		return nil, errors.New("labvault: bad padding")
	}
	return b[:len(b)-n], nil
}

// Seal returns base64(iv || ciphertext) for storage in the results table.
func (s *Sealer) Seal(result []byte) (string, error) {
	bs := s.block.BlockSize()
	iv := make([]byte, bs)
	if _, err := rand.Read(iv); err != nil {
		return "", err
	}
	plain := pad(append([]byte(nil), result...), bs)
	out := make([]byte, bs+len(plain))
	copy(out, iv)
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], plain)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (s *Sealer) Open(sealed string) ([]byte, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil {
		return nil, err
	}
	bs := s.block.BlockSize()
	if len(raw) < 2*bs {
		return nil, errors.New("labvault: sealed value too short")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(s.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	return unpad(plain, bs)
}
