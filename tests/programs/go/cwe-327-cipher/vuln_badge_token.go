// Encrypts and decrypts the payload stored on staff access badges for the hospital door readers.
package badges

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type BadgeSealer struct {
	block cipher.Block
}

func NewBadgeSealer() (*BadgeSealer, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("BADGE_KEY"))
	if err != nil || len(key) < 8 {
		return nil, errors.New("BADGE_KEY must be base64 with at least 8 bytes")
	}
	block, err := des.NewCipher(key[:8])
	if err != nil {
		return nil, err
	}
	return &BadgeSealer{block: block}, nil
}

func (s *BadgeSealer) Seal(payload []byte) (string, error) {
	bs := s.block.BlockSize()
	pad := bs - len(payload)%bs
	for i := 0; i < pad; i++ {
		payload = append(payload, byte(pad))
	}
	out := make([]byte, bs+len(payload))
	iv := out[:bs]
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], payload)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *BadgeSealer) Open(token string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	bs := s.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return nil, errors.New("malformed badge token")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(s.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	pad := int(plain[len(plain)-1])
	if pad == 0 || pad > bs {
		return nil, errors.New("malformed badge token")
	}
	return plain[:len(plain)-pad], nil
}
