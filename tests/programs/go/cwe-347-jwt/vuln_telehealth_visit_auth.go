// Telehealth API middleware that authenticates video-visit requests with bearer tokens from the identity service.
package visitauth

import (
	"context"
	"crypto/rsa"
	"errors"
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type VisitClaims struct {
	PatientID string `json:"pid"`
	VisitID   string `json:"vid"`
	Role      string `json:"role"`
	jwt.RegisteredClaims
}

type claimsKey struct{}

type Verifier struct {
	PublicKey    *rsa.PublicKey
	PublicKeyPEM []byte
	Issuer       string
	Audience     string
}

func (v *Verifier) keyFor(t *jwt.Token) (any, error) {
	switch t.Method.(type) {
	case *jwt.SigningMethodRSA:
		return v.PublicKey, nil
	case *jwt.SigningMethodHMAC:
		return v.PublicKeyPEM, nil
	}
	return nil, errors.New("unsupported signing method")
}

func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims := &VisitClaims{}
		_, err := jwt.ParseWithClaims(raw, claims, v.keyFor,
			jwt.WithIssuer(v.Issuer),
			jwt.WithAudience(v.Audience),
			jwt.WithExpirationRequired(),
		)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims)))
	})
}

func ClaimsFrom(ctx context.Context) (*VisitClaims, bool) {
	c, ok := ctx.Value(claimsKey{}).(*VisitClaims)
	return c, ok
}
