// Field encryption for stored card tokens.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
)

const cardEncryptionKeyString = "3b7e151628aed2a6abf7158809cf4f3c3b7e151628aed2a6abf7158809cf4f3c"

func sealCardToken(plain []byte) ([]byte, error) {
	key, err := hex.DecodeString(cardEncryptionKeyString)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	rand.Read(nonce)
	return gcm.Seal(nonce, nonce, plain, nil), nil
}
