// Travel agency booking service: encrypts travellers' passport numbers before they are stored with a booking.
package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
)

type FieldCipher interface {
	Seal(plain string) (string, error)
	Open(sealed string) (string, error)
}

type gcmFieldCipher struct{ aead cipher.AEAD }

func NewFieldCipherFromEnv() (FieldCipher, error) {
	key, err := hex.DecodeString(os.Getenv("PASSPORT_KEY_HEX"))
	if err != nil || len(key) != 32 {
		return nil, errors.New("PASSPORT_KEY_HEX must hold a 32-byte key")
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &gcmFieldCipher{aead: aead}, nil
}

func (c *gcmFieldCipher) Seal(plain string) (string, error) {
	nonce := make([]byte, c.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := c.aead.Seal(nonce, nonce, []byte(plain), nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (c *gcmFieldCipher) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	ns := c.aead.NonceSize()
	if err != nil || len(raw) < ns+c.aead.Overhead() {
		return "", errors.New("malformed ciphertext")
	}
	plain, err := c.aead.Open(nil, raw[:ns], raw[ns:], nil)
	if err != nil {
		return "", errors.New("ciphertext failed authentication")
	}
	return string(plain), nil
}

type TravellerRecord struct {
	BookingRef     string
	FullName       string
	PassportSealed string
}

func NewTravellerRecord(c FieldCipher, ref, name, passport string) (TravellerRecord, error) {
	sealed, err := c.Seal(passport)
	return TravellerRecord{BookingRef: ref, FullName: name, PassportSealed: sealed}, err
}
