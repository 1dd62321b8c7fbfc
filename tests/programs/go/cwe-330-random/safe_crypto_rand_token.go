// session token from crypto/rand
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

func login(w http.ResponseWriter, r *http.Request) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		http.Error(w, "rng", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: hex.EncodeToString(b), HttpOnly: true, Secure: true})
}

func main() {
	http.HandleFunc("/login", login)
	http.ListenAndServe(":8080", nil)
}
