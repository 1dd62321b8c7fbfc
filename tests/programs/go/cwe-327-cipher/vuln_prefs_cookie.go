// Handler and helpers that keep encrypted UI preferences in a client-side cookie.
package prefs

import (
	"crypto/rc4"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
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
	c, err := rc4.NewCipher(prefsKey)
	if err != nil {
		return "", err
	}
	out := make([]byte, len(plain))
	c.XORKeyStream(out, plain)
	return base64.URLEncoding.EncodeToString(out), nil
}

func decode(v string) (Preferences, error) {
	var p Preferences
	raw, err := base64.URLEncoding.DecodeString(v)
	if err != nil {
		return p, err
	}
	c, err := rc4.NewCipher(prefsKey)
	if err != nil {
		return p, err
	}
	plain := make([]byte, len(raw))
	c.XORKeyStream(plain, raw)
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
