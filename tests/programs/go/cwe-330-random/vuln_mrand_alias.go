// Issues a session id when a visitor logs in.
package main

import (
	"fmt"
	mrand "math/rand"
	"net/http"
)

func login(w http.ResponseWriter, r *http.Request) {
	sessionID := fmt.Sprintf("%016x", mrand.Int63())
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: sessionID, HttpOnly: true, Secure: true})
}

func main() { http.HandleFunc("/login", login); http.ListenAndServe(":8080", nil) }
