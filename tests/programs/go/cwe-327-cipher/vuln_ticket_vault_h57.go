// Travel agency booking service: encrypts travellers' passport numbers before they are stored with a booking.
package vault

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

type FieldCipher interface {
	Seal(plain string) (string, error)
	Open(sealed string) (string, error)
}

type desFieldCipher struct{ block cipher.Block }

func NewFieldCipherFromEnv() (FieldCipher, error) {
	key, err := hex.DecodeString(os.Getenv("PASSPORT_KEY_HEX"))
	if err != nil || len(key) != 8 {
		return nil, errors.New("PASSPORT_KEY_HEX must hold an 8-byte key")
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return &desFieldCipher{block: block}, nil
}

func (c *desFieldCipher) Seal(plain string) (string, error) {
	bs := c.block.BlockSize()
	pad := bs - len(plain)%bs
	data := append([]byte(plain), bytes.Repeat([]byte{byte(pad)}, pad)...)
	out := make([]byte, bs+len(data))
	if _, err := rand.Read(out[:bs]); err != nil {
		return "", err
	}
	cipher.NewCBCEncrypter(c.block, out[:bs]).CryptBlocks(out[bs:], data)
	return base64.StdEncoding.EncodeToString(out), nil
}

func (c *desFieldCipher) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	bs := c.block.BlockSize()
	if err != nil || len(raw) < 2*bs || len(raw)%bs != 0 {
		return "", errors.New("malformed ciphertext")
	}
	plain := make([]byte, len(raw)-bs)
	cipher.NewCBCDecrypter(c.block, raw[:bs]).CryptBlocks(plain, raw[bs:])
	pad := int(plain[len(plain)-1])
	if pad == 0 || pad > bs {
		return "", errors.New("bad padding")
	}
	return string(plain[:len(plain)-pad]), nil
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
