// Field encryption helper used by the HR payroll service to protect employee national ID numbers at rest.
package payroll

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"io"
	"os"
)

type FieldCipher struct {
	block cipher.Block
}

func NewFieldCipher() (*FieldCipher, error) {
	key, err := base64.StdEncoding.DecodeString(os.Getenv("PAYROLL_FIELD_KEY"))
	if err != nil {
		return nil, err
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &FieldCipher{block: block}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	for i := 0; i < n; i++ {
		b = append(b, byte(n))
	}
	return b
}

func (f *FieldCipher) Encrypt(nationalID string) (string, error) {
	bs := f.block.BlockSize()
	plain := pad([]byte(nationalID), bs)
	out := make([]byte, bs+len(plain))
	iv := out[:bs]
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(f.block, iv).CryptBlocks(out[bs:], plain)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (f *FieldCipher) Decrypt(encoded string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(encoded)
	bs := f.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return "", errors.New("malformed ciphertext")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(f.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	n := int(plain[len(plain)-1])
	if n == 0 || n > bs {
		return "", errors.New("bad padding")
	}
	return string(plain[:len(plain)-n]), nil
}
