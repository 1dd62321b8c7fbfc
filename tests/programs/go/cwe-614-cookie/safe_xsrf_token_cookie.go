// Double-submit anti-forgery token for the Angular front end.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

func setXSRFCookie(w http.ResponseWriter) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		http.Error(w, "rng", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "XSRF-TOKEN",
		Value:    hex.EncodeToString(buf),
		Path:     "/",
		Secure:   true,
		HttpOnly: false,
		SameSite: http.SameSiteStrictMode,
	})
}
