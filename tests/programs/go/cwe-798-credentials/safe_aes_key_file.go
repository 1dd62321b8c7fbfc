// Encrypts bank account numbers before they are written to the payouts table.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"log"
	"os"
)

func loadPayoutKey() ([]byte, error) {
	key, err := os.ReadFile(os.Getenv("PAYOUT_KEY_FILE"))
	if err != nil {
		return nil, err
	}
	if len(key) != 32 {
		return nil, fmt.Errorf("payout key must be 32 bytes, got %d", len(key))
	}
	return key, nil
}

func sealAccountNumber(key []byte, acct string) (string, error) {
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
	return base64.StdEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(acct), nil)), nil
}

func main() {
	key, err := loadPayoutKey()
	if err != nil {
		log.Fatal(err)
	}
	ct, err := sealAccountNumber(key, "DE89370400440532013000")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ct)
}
