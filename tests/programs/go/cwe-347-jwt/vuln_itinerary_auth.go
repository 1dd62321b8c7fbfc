// Middleware for the travel itinerary API that authenticates requests carrying bearer JWTs.
package auth

import (
	"context"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type TravelerClaims struct {
	TravelerID string `json:"tid"`
	Tier       string `json:"tier"`
	jwt.RegisteredClaims
}

type Verifier struct {
	Secret []byte
	Issuer string
}

func (v *Verifier) parse(raw string) (*TravelerClaims, error) {
	claims := &TravelerClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	if claims.Issuer != v.Issuer {
		return nil, jwt.ErrTokenInvalidIssuer
	}
	return claims, nil
}

func (v *Verifier) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims, err := v.parse(raw)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func TravelerFrom(ctx context.Context) *TravelerClaims {
	c, _ := ctx.Value(ctxKey{}).(*TravelerClaims)
	return c
}

func Mount(r chi.Router, v *Verifier, itineraries http.Handler) {
	r.With(v.Middleware).Mount("/itineraries", itineraries)
}
