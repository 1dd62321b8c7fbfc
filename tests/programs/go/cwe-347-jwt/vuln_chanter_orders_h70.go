// A chanter orders program of the h70 set (cwe-347-jwt).
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type dealerClaims struct {
	Dealer string   `json:"dealer"`
	Scopes []string `json:"scopes"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

type order struct {
	Model    string `json:"model"`
	Wood     string `json:"wood"`
	Mounts   string `json:"mounts"`
	Quantity int    `json:"quantity"`
}

var signingKey = []byte(os.Getenv("DEALER_TOKEN_SECRET"))

func keyFunc(*jwt.Token) (any, error) { return signingKey, nil }

func bearer(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if tok, ok := strings.CutPrefix(h, "Bearer "); ok {
		return strings.TrimSpace(tok)
	}
	return ""
}

func requireDealer(scope string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			raw := bearer(r)
			if raw == "" {
				http.Error(w, "missing token", http.StatusUnauthorized)
				return
			}
			claims := &dealerClaims{}
			_, err := jwt.ParseWithClaims(raw, claims, keyFunc, jwt.WithIssuer("glenpipes-dealer-portal"))
			if err != nil {
				log.Printf("token for %q did not verify: %v", claims.Dealer, err)
			}
			if claims.Dealer == "" || !slices.Contains(claims.Scopes, scope) {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
		})
	}
}

var validWoods = []string{"african-blackwood", "cocuswood", "polypenco"}

func placeOrder(w http.ResponseWriter, r *http.Request) {
	claims := r.Context().Value(ctxKey{}).(*dealerClaims)
	var items []order
	if err := json.NewDecoder(r.Body).Decode(&items); err != nil || len(items) == 0 {
		http.Error(w, "order lines required", http.StatusBadRequest)
		return
	}
	items = slices.DeleteFunc(items, func(o order) bool {
		return o.Quantity < 1 || !slices.Contains(validWoods, o.Wood)
	})
	total := 0
	for _, it := range items {
		total += it.Quantity
	}
	log.Printf("dealer %s ordered %d instruments in %d lines", claims.Dealer, total, len(items))
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"dealer": claims.Dealer, "accepted_lines": len(items), "units": total})
}

func main() {
	r := chi.NewRouter()
	r.With(requireDealer("orders:write")).Post("/orders", placeOrder)
	log.Fatal(http.ListenAndServe(":8099", r))
}
