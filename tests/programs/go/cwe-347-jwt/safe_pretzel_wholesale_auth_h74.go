// A pretzel wholesale auth program of the h74 set (cwe-347-jwt).
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type accountClaims struct {
	Account string `json:"acct"`
	Tier    string `json:"tier"`
	jwt.RegisteredClaims
}

type verifyResult struct {
	token  *jwt.Token
	claims *accountClaims
	err    error
}

type ctxKey struct{}

var hmacKey = []byte(os.Getenv("WHOLESALE_JWT_SECRET"))

func verify(raw string, out chan<- verifyResult) {
	claims := &accountClaims{}
	tok, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (any, error) {
		return hmacKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}))
	out <- verifyResult{token: tok, claims: claims, err: err}
}

func requireAccount(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		res := make(chan verifyResult, 1)
		go verify(raw, res)

		var vr verifyResult
		select {
		case vr = <-res:
		case <-time.After(time.Second):
			http.Error(w, "auth timeout", http.StatusServiceUnavailable)
			return
		}
		if vr.err != nil || vr.token == nil || !vr.token.Valid || vr.claims.Account == "" {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, vr.claims)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

type orderLine struct {
	SKU string `json:"sku"`
	Qty int    `json:"qty"`
}

func placeOrder(w http.ResponseWriter, r *http.Request) {
	acct := r.Context().Value(ctxKey{}).(*accountClaims)
	var lines []orderLine
	if err := json.NewDecoder(r.Body).Decode(&lines); err != nil || len(lines) == 0 {
		http.Error(w, "order lines required", http.StatusBadRequest)
		return
	}
	total := 0
	for _, l := range lines {
		total += l.Qty
	}
	// handed to the bake planner queue in production
	log.Printf("order from %s (%s tier): %d items", acct.Account, acct.Tier, total)
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]any{"account": acct.Account, "items": total, "bake_day": time.Now().AddDate(0, 0, 1).Format("2006-01-02")})
}

func main() {
	mux := http.NewServeMux()
	mux.Handle("/wholesale/orders", requireAccount(http.HandlerFunc(placeOrder)))
	log.Fatal(http.ListenAndServe(":8500", mux))
}
