// Seals and opens the opaque download tokens handed out by the file-sharing service.
package sharing

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
)

type Sealer struct {
	block cipher.Block
}

func NewSealerFromEnv() (*Sealer, error) {
	key, err := hex.DecodeString(os.Getenv("SHARE_TOKEN_KEY"))
	if err != nil {
		return nil, err
	}
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

func (s *Sealer) Seal(payload []byte) (string, error) {
	bs := s.block.BlockSize()
	plain := pad(append([]byte(nil), payload...), bs)
	out := make([]byte, bs+len(plain))
	iv := out[:bs]
	if _, err := rand.Read(iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], plain)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func (s *Sealer) Open(token string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(token)
	bs := s.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return nil, errors.New("malformed token")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(s.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	n := int(plain[len(plain)-1])
	if n == 0 || n > bs {
		return nil, errors.New("malformed token")
	}
	return plain[:len(plain)-n], nil
}
