// Authentication middleware for the real estate agents' listing API.
package agents

import (
	"context"
	"errors"
	"net/http"
	"os"
	"strings"

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
	keyFunc := func(t *jwt.Token) (interface{}, error) { return v.secret, nil }
	_, err := jwt.ParseWithClaims(raw, claims, keyFunc,
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer(v.issuer), jwt.WithExpirationRequired())
	if err != nil {
		return nil, errors.New("invalid token: " + err.Error())
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
