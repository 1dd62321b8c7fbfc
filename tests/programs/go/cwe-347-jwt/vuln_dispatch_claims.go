// Middleware that reads the dispatcher's bearer token and puts the depot claims on the request context.
package dispatch

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type DispatcherClaims struct {
	Depot string   `json:"depot"`
	Roles []string `json:"roles"`
	jwt.RegisteredClaims
}

var signingKey = []byte(os.Getenv("DISPATCH_JWT_KEY"))

func parseToken(raw string) (*DispatcherClaims, error) {
	claims := &DispatcherClaims{}
	parser := jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}))
	if _, _, err := parser.ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, errors.New("token expired")
	}
	return claims, nil
}

func RequireDispatcher(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := parseToken(raw)
		if err != nil || claims.Depot == "" {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func ClaimsFrom(ctx context.Context) *DispatcherClaims {
	c, _ := ctx.Value(ctxKey{}).(*DispatcherClaims)
	return c
}
