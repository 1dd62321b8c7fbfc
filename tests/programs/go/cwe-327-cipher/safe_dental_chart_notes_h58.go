// dental chart notes (h58 set)
package charts

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"os"
)

// Note is a free-text clinical note attached to a patient's dental chart.
type Note struct {
	PatientID string
	Tooth     string
	Text      string
}

// Sealed is what gets written to the practice-management database.
type Sealed struct {
	PatientID string
	Tooth     string
	Blob      []byte
}

// Sealer encrypts note text at rest with the practice key.
type Sealer struct{ aead cipher.AEAD }

func NewSealerFromEnv() (*Sealer, error) {
	key, err := hex.DecodeString(os.Getenv("CLINIC_NOTES_KEY"))
	if err != nil {
		return nil, err
	}
	if len(key) != 32 {
		return nil, errors.New("CLINIC_NOTES_KEY must be 32 hex-encoded bytes")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: aead}, nil
}

func (s *Sealer) Seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return s.aead.Seal(nonce, nonce, plain, nil), nil
}

func (s *Sealer) Open(blob []byte) ([]byte, error) {
	ns := s.aead.NonceSize()
	if len(blob) < ns+s.aead.Overhead() {
		return nil, errors.New("sealed note has an invalid length")
	}
	nonce, data := blob[:ns], blob[ns:]
	return s.aead.Open(nil, nonce, data, nil)
}

// SealAll is a pipeline stage between the charting UI queue and the database writer.
func (s *Sealer) SealAll(in <-chan Note) (<-chan Sealed, <-chan error) {
	out := make(chan Sealed)
	errs := make(chan error, 1)
	go func() {
		defer close(out)
		defer close(errs)
		for n := range in {
			blob, err := s.Seal([]byte(n.Text))
			if err != nil {
				errs <- err
				return
			}
			out <- Sealed{PatientID: n.PatientID, Tooth: n.Tooth, Blob: blob}
		}
	}()
	return out, errs
}
