// Seals library patron card numbers before they are written to the circulation database and opens them for staff lookups.
package patrons

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type sealer struct {
	block cipher.Block
}

func newSealer() (*sealer, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("PATRON_CARD_KEY"))
	if err != nil {
		return nil, err
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &sealer{block: block}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	for i := 0; i < n; i++ {
		b = append(b, byte(n))
	}
	return b
}

func (s *sealer) Seal(cardNumber string) (string, error) {
	bs := s.block.BlockSize()
	plain := pad([]byte(cardNumber), bs)
	out := make([]byte, bs+len(plain))
	iv := out[:bs]
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], plain)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (s *sealer) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	bs := s.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return "", errors.New("malformed card token")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(s.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	n := int(plain[len(plain)-1])
	if n == 0 || n > bs {
		return "", errors.New("malformed card token")
	}
	return string(plain[:len(plain)-n]), nil
}
