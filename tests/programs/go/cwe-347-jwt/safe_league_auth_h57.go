// Sports league API authentication: bearer-token middleware guarding fixture editing and results admin routes.
package auth

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type LeagueClaims struct {
	Role string `json:"role"`
	Club string `json:"club"`
	jwt.RegisteredClaims
}

type TokenVerifier interface {
	Verify(raw string) (*LeagueClaims, error)
}

type hmacVerifier struct {
	secret []byte
	parser *jwt.Parser
}

func NewHMACVerifier(secret []byte) TokenVerifier {
	return &hmacVerifier{secret: secret, parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired(), jwt.WithLeeway(30*time.Second))}
}

func (v *hmacVerifier) Verify(raw string) (*LeagueClaims, error) {
	claims := &LeagueClaims{}
	tok, err := v.parser.ParseWithClaims(raw, claims, func(*jwt.Token) (interface{}, error) { return v.secret, nil })
	if err != nil || !tok.Valid {
		return nil, errors.New("token rejected")
	}
	return claims, nil
}

func RequireRole(role string, v TokenVerifier) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			claims, err := v.Verify(raw)
			if err != nil {
				http.Error(w, "invalid token", http.StatusUnauthorized)
				return
			}
			if claims.Role != role {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
		})
	}
}

func Mount(mux *http.ServeMux, v TokenVerifier, fixtures, results http.Handler) {
	mux.Handle("/api/fixtures/", RequireRole("fixture_editor", v)(fixtures))
	mux.Handle("/api/admin/results/", RequireRole("league_admin", v)(results))
}
