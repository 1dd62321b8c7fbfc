// Encrypts support ticket notes before they are pushed to the message queue.
package main

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"log"
	"os"

	"golang.org/x/crypto/chacha20poly1305"
)

func sealTicketNote(key []byte, note string) (string, error) {
	aead, err := chacha20poly1305.NewX(key)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(note), nil)), nil
}

func main() {
	key, err := hex.DecodeString(os.Getenv("TICKET_QUEUE_KEY_HEX"))
	if err != nil {
		log.Fatal(err)
	}
	enc, err := sealTicketNote(key, "customer called back")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(enc)
}
