// Handler and helpers that keep encrypted UI preferences in a client-side cookie.
package prefs

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"os"

	"golang.org/x/crypto/chacha20poly1305"
)

type Preferences struct {
	Theme    string `json:"theme"`
	Language string `json:"lang"`
}

var prefsKey = []byte(os.Getenv("PREFS_KEY"))

func encode(p Preferences) (string, error) {
	plain, err := json.Marshal(p)
	if err != nil {
		return "", err
	}
	aead, err := chacha20poly1305.NewX(prefsKey)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := aead.Seal(nonce, nonce, plain, []byte("prefs"))
	return base64.URLEncoding.EncodeToString(out), nil
}

func decode(v string) (Preferences, error) {
	var p Preferences
	raw, err := base64.URLEncoding.DecodeString(v)
	if err != nil {
		return p, err
	}
	aead, err := chacha20poly1305.NewX(prefsKey)
	if err != nil {
		return p, err
	}
	if len(raw) < aead.NonceSize() {
		return p, errors.New("short cookie")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte("prefs"))
	if err != nil {
		return p, err
	}
	err = json.Unmarshal(plain, &p)
	return p, err
}

func SavePrefs(w http.ResponseWriter, r *http.Request) {
	p := Preferences{Theme: r.FormValue("theme"), Language: r.FormValue("lang")}
	val, err := encode(p)
	if err != nil {
		http.Error(w, "encode failed", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "prefs", Value: val, Path: "/", HttpOnly: true, Secure: true,
		SameSite: http.SameSiteLaxMode, MaxAge: 365 * 24 * 3600})
	w.WriteHeader(http.StatusNoContent)
}
