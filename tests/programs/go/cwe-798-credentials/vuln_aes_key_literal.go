// Encrypts card numbers before they are written to the payments table.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log"
)

const cardDataKeyHex = "6f1d9a3b5c7e2f408192a3b4c5d6e7f80112233445566778899aabbccddeeff0"

func sealCardNumber(pan string) (string, error) {
	key, err := hex.DecodeString(cardDataKeyHex)
	if err != nil {
		return "", err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(pan), nil)), nil
}

func main() {
	ct, err := sealCardNumber("4111111111111111")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ct)
}
