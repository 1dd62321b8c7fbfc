// AES-GCM with a random nonce from crypto/rand
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"net/http"
)

var key = make([]byte, 32)

func seal(w http.ResponseWriter, r *http.Request) {
	block, _ := aes.NewCipher(key)
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		http.Error(w, "cipher", http.StatusInternalServerError)
		return
	}
	nonce := make([]byte, gcm.NonceSize())
	rand.Read(nonce)
	w.Write(gcm.Seal(nonce, nonce, []byte(r.FormValue("state")), nil))
}

func main() {
	rand.Read(key)
	http.HandleFunc("/seal", seal)
	http.ListenAndServe(":8080", nil)
}
