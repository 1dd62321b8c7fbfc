// webhook body checked with HMAC-SHA256 and hmac.Equal
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

var secret = []byte("loaded-from-vault-at-start")

func hook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	sent, _ := hex.DecodeString(r.Header.Get("X-Signature"))
	if !hmac.Equal(sent, mac.Sum(nil)) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	http.HandleFunc("/hook", hook)
	http.ListenAndServe(":8080", nil)
}
