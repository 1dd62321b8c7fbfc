// Login handler for the customer portal that starts a session after checking the password.
package main

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

var (
	portalUserHashes = map[string][]byte{}
	portalSessions   sync.Map
)

func portalLogin(w http.ResponseWriter, r *http.Request) {
	email, pw := r.FormValue("email"), r.FormValue("password")
	hash, ok := portalUserHashes[email]
	if !ok || bcrypt.CompareHashAndPassword(hash, []byte(pw)) != nil {
		http.Error(w, "invalid credentials", http.StatusUnauthorized)
		return
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	sid := hex.EncodeToString(raw)
	portalSessions.Store(sid, email)
	http.SetCookie(w, &http.Cookie{
		Name:     "portal_session",
		Value:    sid,
		Path:     "/",
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/account", http.StatusSeeOther)
}

func main() {
	http.HandleFunc("/login", portalLogin)
}
