// Chi middleware for a sports league referee portal that reads the bearer token and attaches the referee identity.
package portal

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type RefereeClaims struct {
	Grade  string `json:"grade"`
	League string `json:"league"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

type TokenVerifier struct {
	secret []byte
	parser *jwt.Parser
}

func NewTokenVerifier() (*TokenVerifier, error) {
	secret := []byte(os.Getenv("REFEREE_JWT_SECRET"))
	if len(secret) < 32 {
		return nil, errors.New("REFEREE_JWT_SECRET must be at least 32 bytes")
	}
	return &TokenVerifier{secret: secret, parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}))}, nil
}

func (v *TokenVerifier) Verify(raw string) (*RefereeClaims, error) {
	claims := &RefereeClaims{}
	keyFunc := func(*jwt.Token) (interface{}, error) { return v.secret, nil }
	if _, err := v.parser.ParseWithClaims(raw, claims, keyFunc); err != nil {
		return nil, err
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, errors.New("token expired")
	}
	return claims, nil
}

func (v *TokenVerifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		claims, err := v.Verify(raw)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func Routes(v *TokenVerifier, assignments http.HandlerFunc) http.Handler {
	r := chi.NewRouter()
	r.Use(v.Middleware)
	r.Get("/assignments", assignments)
	return r
}
