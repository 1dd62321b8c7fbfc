// Authentication middleware for the real estate agents' listing API.
package agents

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type AgentClaims struct {
	AgencyID string `json:"agency_id"`
	Role     string `json:"role"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

type TokenVerifier struct {
	secret []byte
	issuer string
}

func NewTokenVerifier() *TokenVerifier {
	return &TokenVerifier{secret: []byte(os.Getenv("AGENT_JWT_SECRET")), issuer: "listings-auth"}
}

func (v *TokenVerifier) Claims(raw string) (*AgentClaims, error) {
	claims := &AgentClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	if claims.Issuer != v.issuer {
		return nil, errors.New("unexpected issuer")
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, errors.New("token expired")
	}
	return claims, nil
}

func bearerToken(r *http.Request) string {
	return strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
}

func (v *TokenVerifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		claims, err := v.Claims(bearerToken(r))
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func AgentFrom(ctx context.Context) *AgentClaims {
	c, _ := ctx.Value(ctxKey{}).(*AgentClaims)
	return c
}
