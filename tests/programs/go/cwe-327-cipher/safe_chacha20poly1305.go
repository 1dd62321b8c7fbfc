// XChaCha20-Poly1305 AEAD; the words DES and RC4 appear only in a refusal message
package main

import (
	"crypto/rand"
	"net/http"

	"golang.org/x/crypto/chacha20poly1305"
)

var key = make([]byte, chacha20poly1305.KeySize)

func seal(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("alg") != "" {
		http.Error(w, "DES and RC4 are no longer offered", http.StatusBadRequest)
		return
	}
	aead, err := chacha20poly1305.NewX(key)
	if err != nil {
		http.Error(w, "cipher", http.StatusInternalServerError)
		return
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	w.Write(aead.Seal(nonce, nonce, []byte(r.FormValue("state")), nil))
}

func main() {
	rand.Read(key)
	http.HandleFunc("/seal", seal)
	http.ListenAndServe(":8080", nil)
}
