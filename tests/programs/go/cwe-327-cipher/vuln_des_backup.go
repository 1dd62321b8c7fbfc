// Encrypts the nightly customer export before it is copied to offsite storage.
package main

import (
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"encoding/hex"
	"log"
	"os"
)

func encryptExport(key, plain []byte) ([]byte, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	pad := block.BlockSize() - len(plain)%block.BlockSize()
	for i := 0; i < pad; i++ {
		plain = append(plain, byte(pad))
	}
	out := make([]byte, block.BlockSize()+len(plain))
	iv := out[:block.BlockSize()]
	if _, err := rand.Read(iv); err != nil {
		return nil, err
	}
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out[block.BlockSize():], plain)
	return out, nil
}

func main() {
	key, err := hex.DecodeString(os.Getenv("EXPORT_KEY_HEX"))
	if err != nil {
		log.Fatal(err)
	}
	data, err := os.ReadFile("/var/exports/customers.csv")
	if err != nil {
		log.Fatal(err)
	}
	enc, err := encryptExport(key, data)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("/var/exports/customers.csv.enc", enc, 0o600); err != nil {
		log.Fatal(err)
	}
}
