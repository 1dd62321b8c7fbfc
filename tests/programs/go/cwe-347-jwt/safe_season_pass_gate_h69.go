// A season pass gate program of the h69 set (cwe-347-jwt).
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type passClaims struct {
	RiderID string   `json:"rid"`
	Zones   []string `json:"zones"`
	jwt.RegisteredClaims
}

type passKey struct{}

var passSecret = []byte(os.Getenv("PASS_SIGNING_SECRET"))

func passFromRequest(r *http.Request) *passClaims {
	c, _ := r.Context().Value(passKey{}).(*passClaims)
	return c
}

// seasonPass decodes the rider's pass once; gate and journey-log handlers
// read the claims back from the request context.
func seasonPass(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "no pass presented", http.StatusUnauthorized)
			return
		}
		tok, err := jwt.ParseWithClaims(raw, &passClaims{}, func(t *jwt.Token) (any, error) {
			return passSecret, nil
		}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("passes.bergbahn-tickets.ch"))
		if err != nil || tok == nil || !tok.Valid {
			log.Printf("pass check at %s: %v", r.RemoteAddr, err)
			http.Error(w, "pass rejected", http.StatusUnauthorized)
			return
		}
		claims := tok.Claims.(*passClaims)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), passKey{}, claims)))
	})
}

func openGate(w http.ResponseWriter, r *http.Request) {
	p := passFromRequest(r)
	zone := r.URL.Query().Get("zone")
	if p == nil || !slices.Contains(p.Zones, zone) {
		http.Error(w, "pass not valid for this zone", http.StatusForbidden)
		return
	}
	log.Printf("gate open for rider %s in zone %s", p.RiderID, zone)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"open": true, "rider": p.RiderID, "at": time.Now().Format(time.TimeOnly)})
}

func main() {
	if len(passSecret) < 32 {
		log.Fatal("PASS_SIGNING_SECRET must be at least 32 bytes")
	}
	mux := http.NewServeMux()
	mux.Handle("POST /gate/open", seasonPass(http.HandlerFunc(openGate)))
	log.Fatal(http.ListenAndServe(":8044", mux))
}
