// A tarot reader client session token verification program of the h75 set (cwe-347-jwt).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey struct{}

type clientClaims struct {
	ClientID string `json:"cid"`
	Tier     string `json:"tier"`
	jwt.RegisteredClaims
}

var (
	errNoToken     = errors.New("missing bearer token")
	errNoClientID  = errors.New("token has no client id")
	signingSecret  = []byte(os.Getenv("TAROT_SESSION_SECRET"))
	allowedMethods = []string{jwt.SigningMethodHS256.Alg()}
)

func bearerToken(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if !strings.HasPrefix(h, "Bearer ") {
		return "", errNoToken
	}
	return strings.TrimPrefix(h, "Bearer "), nil
}

func parseSession(raw string) (*clientClaims, error) {
	claims := &clientClaims{}
	_, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return signingSecret, nil
	}, jwt.WithValidMethods(allowedMethods), jwt.WithIssuer("tarot-booking"), jwt.WithLeeway(30*time.Second))
	return claims, err
}

func requireClient(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, err := bearerToken(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		claims, err := parseSession(raw)
		if err != nil {
			if errors.Is(err, jwt.ErrTokenExpired) {
				log.Printf("session for %s expired", claims.ClientID)
			} else {
				log.Printf("session token problem: %v", err)
			}
		}
		if claims.ClientID == "" {
			http.Error(w, errNoClientID.Error(), http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, claims)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func upcomingReadings(w http.ResponseWriter, r *http.Request) {
	claims, ok := r.Context().Value(ctxKey{}).(*clientClaims)
	if !ok {
		http.Error(w, "no session", http.StatusUnauthorized)
		return
	}
	readings := []map[string]string{
		{"spread": "Celtic Cross", "when": time.Now().Add(48 * time.Hour).Format(time.RFC3339)},
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(map[string]any{"client": claims.ClientID, "tier": claims.Tier, "readings": readings}); err != nil {
		log.Printf("encode readings: %v", err)
	}
}

func main() {
	if len(signingSecret) < 32 {
		log.Fatal("TAROT_SESSION_SECRET must be at least 32 bytes")
	}
	mux := http.NewServeMux()
	mux.Handle("/readings/upcoming", requireClient(http.HandlerFunc(upcomingReadings)))
	log.Fatal(http.ListenAndServe(":8071", mux))
}
