// DES block cipher in CBC mode encrypts the posted account number
package main

import (
	"crypto/cipher"
	"crypto/des"
	"encoding/hex"
	"net/http"
)

var key = []byte("8bytekey")

func wrap(w http.ResponseWriter, r *http.Request) {
	block, err := des.NewCipher(key)
	if err != nil {
		http.Error(w, "cipher", http.StatusInternalServerError)
		return
	}
	data := []byte(r.FormValue("account") + "00000000")[:8]
	iv := make([]byte, des.BlockSize)
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(data, data)
	w.Write([]byte(hex.EncodeToString(data)))
}

func main() {
	http.HandleFunc("/wrap", wrap)
	http.ListenAndServe(":8080", nil)
}
