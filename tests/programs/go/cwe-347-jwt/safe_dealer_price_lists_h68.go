// A dealer price lists program of the h68 set (cwe-347-jwt).
// yurt makers: gives authorised dealers their negotiated trade price list for yurt kits and accessories
package main

import (
	"cmp"
	"context"
	"crypto/rsa"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type dealerClaims struct {
	Dealer string `json:"dealer"`
	Tier   string `json:"tier"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

var basePrices = map[string]int{ // euros
	"yurt-14ft-kit":   6900,
	"yurt-18ft-kit":   9400,
	"yurt-24ft-kit":   13800,
	"woodstove-flue":  640,
	"insulation-pack": 1150,
}

var tierDiscount = map[string]int{"bronze": 8, "silver": 14, "gold": 22}

func dealerAuth(pub *rsa.PublicKey) func(http.Handler) http.Handler {
	keyfunc := func(*jwt.Token) (any, error) { return pub, nil }
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			raw, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !found {
				http.Error(w, "missing token", http.StatusUnauthorized)
				return
			}
			claims := &dealerClaims{}
			tok, err := jwt.ParseWithClaims(raw, claims, keyfunc,
				jwt.WithValidMethods([]string{"RS256"}), jwt.WithAudience("dealer-portal"))
			if err != nil {
				slog.Warn("dealer token rejected", "err", err)
			}
			if err != nil || !tok.Valid || claims.Dealer == "" {
				http.Error(w, "invalid token", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
		})
	}
}

func priceList(w http.ResponseWriter, r *http.Request) {
	claims := r.Context().Value(ctxKey{}).(*dealerClaims)
	pct := min(tierDiscount[claims.Tier], 30)
	out := make(map[string]int, len(basePrices))
	for sku, price := range basePrices {
		out[sku] = price * (100 - pct) / 100
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"dealer":   claims.Dealer,
		"tier":     claims.Tier,
		"discount": pct,
		"prices":   out,
	})
}

func main() {
	pem, err := os.ReadFile(cmp.Or(os.Getenv("DEALER_JWT_PUBKEY"), "/etc/yurtworks/dealer-jwt.pub"))
	if err != nil {
		slog.Error("read public key", "err", err)
		os.Exit(1)
	}
	pub, err := jwt.ParseRSAPublicKeyFromPEM(pem)
	if err != nil {
		slog.Error("parse public key", "err", err)
		os.Exit(1)
	}

	mux := http.NewServeMux()
	mux.Handle("GET /dealer/prices", dealerAuth(pub)(http.HandlerFunc(priceList)))
	slog.Info("dealer portal", "addr", ":8095")
	http.ListenAndServe(":8095", mux)
}
