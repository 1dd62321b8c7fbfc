// Seals cargo manifests exchanged between a shipping line and port agents before they are stored or sent.
package manifests

import (
	"crypto/aes"
	"crypto/cipher"
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

type manifestSealer struct{ aead cipher.AEAD }

func NewManifestSealer(key []byte) (Sealer, error) {
	if len(key) != 32 {
		return nil, errors.New("manifest key must be 32 bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &manifestSealer{aead: aead}, nil
}

func (s *manifestSealer) Seal(m Manifest) (string, error) {
	plain, err := json.Marshal(m)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	sealed := s.aead.Seal(nonce, nonce, plain, []byte(m.Voyage))
	return base64.StdEncoding.EncodeToString(sealed), nil
}
