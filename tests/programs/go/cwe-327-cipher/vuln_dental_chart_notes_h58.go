// dental chart notes (h58 set)
package charts

import (
	"bytes"
	"crypto/cipher"
	"crypto/des"
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
type Sealer struct{ block cipher.Block }

func NewSealerFromEnv() (*Sealer, error) {
	key, err := hex.DecodeString(os.Getenv("CLINIC_NOTES_KEY"))
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

func (s *Sealer) Seal(plain []byte) ([]byte, error) {
	bs := s.block.BlockSize()
	iv := make([]byte, bs)
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return nil, err
	}
	data := pad(append([]byte(nil), plain...), bs)
	out := make([]byte, len(data))
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out, data)
	return append(iv, out...), nil
}

func (s *Sealer) Open(blob []byte) ([]byte, error) {
	bs := s.block.BlockSize()
	if len(blob) < 2*bs || len(blob)%bs != 0 {
		return nil, errors.New("sealed note has an invalid length")
	}
	iv, data := blob[:bs], blob[bs:]
	out := make([]byte, len(data))
	cipher.NewCBCDecrypter(s.block, iv).CryptBlocks(out, data)
	n := int(out[len(out)-1])
	if n == 0 || n > bs {
		return nil, errors.New("sealed note is corrupt")
	}
	return out[:len(out)-n], nil
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
