// Issues a session id when a visitor logs in.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

func login(w http.ResponseWriter, r *http.Request) {
	b := make([]byte, 16)
	rand.Read(b)
	sessionID := hex.EncodeToString(b)
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: sessionID, HttpOnly: true, Secure: true})
}

func main() { http.HandleFunc("/login", login); http.ListenAndServe(":8080", nil) }
