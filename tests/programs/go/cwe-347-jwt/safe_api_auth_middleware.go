// Middleware that authenticates API requests with a bearer JWT and stores the caller's claims.
package auth

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type Claims struct {
	Scope string `json:"scope"`
	jwt.RegisteredClaims
}

type Verifier struct {
	secret []byte
	parser *jwt.Parser
}

func NewVerifier() (*Verifier, error) {
	secret := os.Getenv("JWT_SECRET")
	if len(secret) < 32 {
		return nil, errors.New("JWT_SECRET missing or too short")
	}
	p := jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	return &Verifier{secret: []byte(secret), parser: p}, nil
}

func bearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if !strings.HasPrefix(h, "Bearer ") {
		return ""
	}
	return strings.TrimPrefix(h, "Bearer ")
}

func (v *Verifier) claimsFrom(raw string) (*Claims, error) {
	claims := &Claims{}
	token, err := v.parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return v.secret, nil
	})
	if err != nil || !token.Valid {
		return nil, errors.New("invalid token")
	}
	if claims.Subject == "" {
		return nil, errors.New("missing subject")
	}
	return claims, nil
}

func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims, err := v.claimsFrom(bearerToken(r))
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, claims)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
