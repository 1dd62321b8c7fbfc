// net/http middleware that authenticates API requests using bearer JWTs from the identity service.
package middleware

import (
	"context"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey string

const userKey ctxKey = "user"

type APIClaims struct {
	Scope string `json:"scope"`
	jwt.RegisteredClaims
}

var signingKey = []byte(os.Getenv("JWT_SIGNING_KEY"))

func parseClaims(raw string) (*APIClaims, error) {
	claims := &APIClaims{}
	_, _, err := jwt.NewParser().ParseUnverified(raw, claims)
	if err != nil {
		return nil, err
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, jwt.ErrTokenExpired
	}
	if claims.Issuer != "https://id.example.com" {
		return nil, jwt.ErrTokenInvalidIssuer
	}
	return claims, nil
}

func RequireAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		if raw == "" {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		claims, err := parseClaims(raw)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), userKey, claims.Subject)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
