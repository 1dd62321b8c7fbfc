// A yodeling school lesson pass verify program of the h76 set (cwe-347-jwt).
package main

import (
	"context"
	"errors"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type passClaims struct {
	Level   string `json:"level"`
	Lessons int    `json:"lessons"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

// passVerifier checks the lesson passes sold at the front desk.
type passVerifier struct {
	key    []byte
	parser *jwt.Parser
}

func newPassVerifier(key []byte) *passVerifier {
	return &passVerifier{
		key:    key,
		parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("alpenklang-frontdesk")),
	}
}

func (v *passVerifier) keyFunc(*jwt.Token) (any, error) {
	return v.key, nil
}

func (v *passVerifier) Verify(raw string) (*passClaims, error) {
	claims := &passClaims{}
	if _, err := v.parser.ParseWithClaims(raw, claims, v.keyFunc); err != nil {
		return nil, err
	}
	if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
		return nil, errors.New("pass expired")
	}
	return claims, nil
}

func (v *passVerifier) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "lesson pass required", http.StatusUnauthorized)
			return
		}
		claims, err := v.Verify(raw)
		if err != nil {
			http.Error(w, "lesson pass rejected", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

func bookLesson(w http.ResponseWriter, r *http.Request) {
	claims := r.Context().Value(ctxKey{}).(*passClaims)
	if claims.Lessons <= 0 {
		http.Error(w, "no lessons left on this pass", http.StatusPaymentRequired)
		return
	}
	w.Write([]byte("booked " + claims.Level + " lesson for " + claims.Subject + "\n"))
}

func main() {
	key := []byte(os.Getenv("PASS_SIGNING_KEY"))
	if len(key) < 32 {
		log.Fatal("PASS_SIGNING_KEY must be at least 32 bytes")
	}
	v := newPassVerifier(key)
	mux := http.NewServeMux()
	mux.Handle("POST /lessons/book", v.middleware(http.HandlerFunc(bookLesson)))
	log.Fatal(http.ListenAndServe(":8080", mux))
}
