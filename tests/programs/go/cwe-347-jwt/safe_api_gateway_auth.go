// Bearer-token middleware used by the API gateway in front of internal services.
package gateway

import (
	"context"
	"crypto/rsa"
	"net/http"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type subjectKey struct{}

type GatewayClaims struct {
	Scope string `json:"scope"`
	jwt.RegisteredClaims
}

type Authenticator struct {
	Issuer    string
	PublicKey *rsa.PublicKey
}

func (a *Authenticator) parse(raw string) (*GatewayClaims, error) {
	claims := &GatewayClaims{}
	keyFunc := func(t *jwt.Token) (interface{}, error) {
		return a.PublicKey, nil
	}
	_, err := jwt.ParseWithClaims(raw, claims, keyFunc,
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer(a.Issuer), jwt.WithExpirationRequired())
	if err != nil {
		return nil, err
	}
	return claims, nil
}

func (a *Authenticator) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		header := r.Header.Get("Authorization")
		if !strings.HasPrefix(header, "Bearer ") {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := a.parse(strings.TrimPrefix(header, "Bearer "))
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		if claims.Issuer != a.Issuer || claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
			http.Error(w, "token rejected", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), subjectKey{}, claims.Subject)
		r.Header.Set("X-Auth-Subject", claims.Subject)
		r.Header.Set("X-Auth-Scope", claims.Scope)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
