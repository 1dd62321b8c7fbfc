// Encrypts the nightly supplier export before it is copied to offsite storage.
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"log"
	"os"
)

func sealSupplierExport(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func main() {
	key, err := hex.DecodeString(os.Getenv("EXPORT_KEY_HEX"))
	if err != nil {
		log.Fatal(err)
	}
	data, err := os.ReadFile("/var/exports/suppliers.csv")
	if err != nil {
		log.Fatal(err)
	}
	enc, err := sealSupplierExport(key, data)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("/var/exports/suppliers.csv.enc", enc, 0o600); err != nil {
		log.Fatal(err)
	}
}
