// RC4 stream cipher hides a session blob
package main

import (
	"crypto/rc4"
	"encoding/base64"
	"net/http"
)

var key = []byte("0123456789abcdef")

func seal(w http.ResponseWriter, r *http.Request) {
	c, err := rc4.NewCipher(key)
	if err != nil {
		http.Error(w, "cipher", http.StatusInternalServerError)
		return
	}
	blob := []byte(r.FormValue("state"))
	c.XORKeyStream(blob, blob)
	w.Write([]byte(base64.StdEncoding.EncodeToString(blob)))
}

func main() {
	http.HandleFunc("/seal", seal)
	http.ListenAndServe(":8080", nil)
}
