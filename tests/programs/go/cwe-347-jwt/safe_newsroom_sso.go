// Newsroom editorial service that accepts single sign-on tokens issued by the media group's identity provider.
package sso

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type SSOVerifier struct {
	keys     map[string][]byte // kid -> PEM public key published by the identity provider
	audience string
}

func NewSSOVerifier(keys map[string][]byte, audience string) *SSOVerifier {
	return &SSOVerifier{keys: keys, audience: audience}
}

func (v *SSOVerifier) keyFor(t *jwt.Token) (interface{}, error) {
	if _, ok := t.Method.(*jwt.SigningMethodRSA); !ok {
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
	kid, _ := t.Header["kid"].(string)
	pemBytes, ok := v.keys[kid]
	if !ok {
		return nil, fmt.Errorf("unknown key id %q", kid)
	}
	return jwt.ParseRSAPublicKeyFromPEM(pemBytes)
}

func (v *SSOVerifier) Authenticate(r *http.Request) (jwt.MapClaims, error) {
	raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	claims := jwt.MapClaims{}
	if _, err := jwt.ParseWithClaims(raw, claims, v.keyFor, jwt.WithAudience(v.audience),
		jwt.WithValidMethods([]string{"RS256"})); err != nil {
		return nil, err
	}
	return claims, nil
}

func (v *SSOVerifier) DraftsHandler(drafts func(editor string) ([]string, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		claims, err := v.Authenticate(r)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		editor, _ := claims.GetSubject()
		list, err := drafts(editor)
		if err != nil {
			http.Error(w, "could not load drafts", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(list)
	}
}
