// Seals cargo manifests exchanged between a shipping line and port agents before they are stored or sent.
package manifests

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
)

type ManifestLine struct {
	ContainerNo string  `json:"container_no"`
	Commodity   string  `json:"commodity"`
	GrossKg     float64 `json:"gross_kg"`
}

type Manifest struct {
	Voyage string         `json:"voyage"`
	Lines  []ManifestLine `json:"lines"`
}

type Sealer interface {
	Seal(m Manifest) (string, error)
}

type manifestSealer struct{ block cipher.Block }

func NewManifestSealer(key []byte) (Sealer, error) {
	if len(key) < 8 {
		return nil, errors.New("manifest key too short")
	}
	block, err := des.NewCipher(key[:8])
	if err != nil {
		return nil, err
	}
	return &manifestSealer{block: block}, nil
}

func pad(b []byte, size int) []byte {
	n := size - len(b)%size
	return append(b, bytes.Repeat([]byte{byte(n)}, n)...)
}

func (s *manifestSealer) Seal(m Manifest) (string, error) {
	plain, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	plain = pad(plain, s.block.BlockSize())
	iv := make([]byte, s.block.BlockSize())
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out, plain)
	return base64.StdEncoding.EncodeToString(append(iv, out...)), nil
}
