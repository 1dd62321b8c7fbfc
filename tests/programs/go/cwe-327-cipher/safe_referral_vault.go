// Encrypts patient referral notes before they are written to the records archive.
package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"os"
)

type Sealer struct{ aead cipher.AEAD }

func NewSealerFromEnv() (*Sealer, error) {
	key, err := hex.DecodeString(os.Getenv("REFERRAL_NOTES_KEY"))
	if err != nil {
		return nil, err
	}
	if len(key) != 32 {
		return nil, fmt.Errorf("referral notes key must be 32 bytes, got %d", len(key))
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

func (s *Sealer) Seal(plain []byte) (string, error) {
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return "", err
	}
	out := s.aead.Seal(nonce, nonce, plain, nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

type ReferralNote struct{ PatientID, Author, Body string }

type ArchiveRecord struct{ PatientID, Sealed string }

type ReferralService struct {
	Sealer  *Sealer
	Archive func(ArchiveRecord) error
}

func (r *ReferralService) Store(notes []ReferralNote) error {
	for _, n := range notes {
		sealed, err := r.Sealer.Seal([]byte(n.Author + "\n" + n.Body))
		if err != nil {
			return err
		}
		if err := r.Archive(ArchiveRecord{PatientID: n.PatientID, Sealed: sealed}); err != nil {
			return err
		}
	}
	return nil
}
