// net/http middleware that reads the bearer token and stores the caller's identity in the request context.
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

type Identity struct {
	Subject string
	Role    string
}

type appClaims struct {
	Role string `json:"role"`
	jwt.RegisteredClaims
}

var signingKey = []byte(os.Getenv("JWT_SIGNING_KEY"))

func parseToken(raw string) (*appClaims, error) {
	claims := &appClaims{}
	token, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		if len(signingKey) < 32 {
			return nil, errors.New("signing key not configured")
		}
		return signingKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	if err != nil || !token.Valid {
		return nil, errors.New("token rejected")
	}
	return claims, nil
}

func RequireAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		header := r.Header.Get("Authorization")
		if !strings.HasPrefix(header, "Bearer ") {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := parseToken(strings.TrimPrefix(header, "Bearer "))
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		id := Identity{Subject: claims.Subject, Role: claims.Role}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

func FromContext(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}
