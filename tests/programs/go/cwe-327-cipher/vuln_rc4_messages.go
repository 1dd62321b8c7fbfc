// Encrypts chat messages before they are pushed to the message queue.
package main

import (
	"crypto/rc4"
	"encoding/base64"
	"fmt"
	"log"
	"os"
)

func encryptChatMessage(key []byte, msg string) (string, error) {
	c, err := rc4.NewCipher(key)
	if err != nil {
		return "", err
	}
	out := make([]byte, len(msg))
	c.XORKeyStream(out, []byte(msg))
	return base64.StdEncoding.EncodeToString(out), nil
}

func main() {
	key := []byte(os.Getenv("CHAT_QUEUE_KEY"))
	enc, err := encryptChatMessage(key, "meeting moved to 3pm")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(enc)
}
