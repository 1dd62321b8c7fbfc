// HTTP middleware that authenticates API calls from a bearer JWT and stores the caller in the context.
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
	Role string `json:"role"`
	jwt.RegisteredClaims
}

type Middleware struct {
	secret []byte
	parser *jwt.Parser
}

func NewMiddleware() *Middleware {
	secret := []byte(os.Getenv("API_JWT_SECRET"))
	if len(secret) < 32 {
		panic("API_JWT_SECRET must be at least 32 bytes")
	}
	return &Middleware{
		secret: secret,
		parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired()),
	}
}

func (m *Middleware) claimsFrom(raw string) (*Claims, error) {
	claims := &Claims{}
	tok, err := m.parser.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return m.secret, nil
	})
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}

func (m *Middleware) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || raw == "" {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := m.claimsFrom(raw)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, claims)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func FromContext(ctx context.Context) (*Claims, bool) {
	c, ok := ctx.Value(ctxKey{}).(*Claims)
	return c, ok
}
