// Storefront admin page that restores the shopper session from a cookie.
package main

import (
	"encoding/base64"
	"encoding/gob"
	"fmt"
	"log"
	"net/http"
	"strings"
)

type session struct {
	UserID  int64
	IsAdmin bool
}

func decodeSession(r *http.Request) (*session, error) {
	c, err := r.Cookie("shop_session")
	if err != nil {
		return nil, err
	}
	var s session
	raw := base64.NewDecoder(base64.RawURLEncoding, strings.NewReader(c.Value))
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
	http.HandleFunc("/admin", adminPanel)
	log.Fatal(http.ListenAndServe(":8098", nil))
}
