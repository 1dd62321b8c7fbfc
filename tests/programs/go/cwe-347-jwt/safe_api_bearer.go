// net/http middleware that authenticates API requests using bearer JWTs from the identity service.
package middleware

import (
	"context"
	"net/http"
	"os"
	"strings"

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
	parser := jwt.NewParser(
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer("https://id.example.com"),
		jwt.WithExpirationRequired(),
	)
	token, err := parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return signingKey, nil
	})
	if err != nil || !token.Valid {
		return nil, jwt.ErrTokenSignatureInvalid
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
