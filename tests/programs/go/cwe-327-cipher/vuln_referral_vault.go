// Encrypts patient referral notes before they are written to the records archive.
package vault

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"io"
	"os"
)

type Sealer struct{ block cipher.Block }

func NewSealerFromEnv() (*Sealer, error) {
	key, err := hex.DecodeString(os.Getenv("REFERRAL_NOTES_KEY"))
	if err != nil {
		return nil, err
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &Sealer{block: block}, nil
}

func pkcs7Pad(b []byte, size int) []byte {
	n := size - len(b)%size
	for i := 0; i < n; i++ {
		b = append(b, byte(n))
	}
	return b
}

func (s *Sealer) Seal(plain []byte) (string, error) {
	bs := s.block.BlockSize()
	padded := pkcs7Pad(append([]byte(nil), plain...), bs)
	out := make([]byte, bs+len(padded))
	iv := out[:bs]
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(s.block, iv).CryptBlocks(out[bs:], padded)
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
