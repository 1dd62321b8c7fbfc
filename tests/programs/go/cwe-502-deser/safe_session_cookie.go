// Storefront admin page that restores the shopper session from a cookie.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/gob"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
)

var sessionKey = []byte(os.Getenv("SESSION_KEY"))

type session struct {
	UserID  int64
	IsAdmin bool
}

func decodeSession(r *http.Request) (*session, error) {
	c, err := r.Cookie("shop_session")
	if err != nil {
		return nil, err
	}
	payload, sig, _ := strings.Cut(c.Value, ".")
	mac := hmac.New(sha256.New, sessionKey)
	mac.Write([]byte(payload))
	if given, err := base64.RawURLEncoding.DecodeString(sig); err != nil || !hmac.Equal(given, mac.Sum(nil)) {
		return nil, errors.New("session signature mismatch")
	}
	var s session
	raw := base64.NewDecoder(base64.RawURLEncoding, strings.NewReader(payload))
	if err := gob.NewDecoder(raw).Decode(&s); err != nil {
		return nil, err
	}
	return &s, nil
}

func adminPanel(w http.ResponseWriter, r *http.Request) {
	s, err := decodeSession(r)
	if err != nil || !s.IsAdmin {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	fmt.Fprintf(w, "admin console for user %d\n", s.UserID)
}

func main() {
	if len(sessionKey) < 32 {
		log.Fatal("SESSION_KEY must be at least 32 bytes")
	}
	http.HandleFunc("/admin", adminPanel)
	log.Fatal(http.ListenAndServe(":8098", nil))
}
