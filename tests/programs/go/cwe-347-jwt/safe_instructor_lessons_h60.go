// A instructor lessons program of the h60 set (cwe-347-jwt).
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

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type instructorClaims struct {
	Branch string `json:"branch"`
	jwt.RegisteredClaims
}

type lesson struct {
	Learner string    `json:"learner"`
	Start   time.Time `json:"start"`
	Vehicle string    `json:"vehicle"`
	Pickup  string    `json:"pickup"`
}

type ctxKey struct{}

var signingKey = []byte(os.Getenv("INSTRUCTOR_JWT_KEY"))

func bearer(r *http.Request) (string, error) {
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", errors.New("missing bearer token")
	}
	return token, nil
}

func claimsFrom(token string) (*instructorClaims, error) {
	claims := &instructorClaims{}
	_, err := jwt.ParseWithClaims(token, claims, func(*jwt.Token) (interface{}, error) {
		return signingKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	if err != nil {
		return nil, err
	}
	if claims.Subject == "" {
		return nil, errors.New("token has no subject")
	}
	return claims, nil
}

// requireInstructor puts the instructor's claims into the request context.
func requireInstructor(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok, err := bearer(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnauthorized)
			return
		}
		claims, err := claimsFrom(tok)
		if err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

// schedule would normally come from the booking database.
var schedule = map[string][]lesson{
	"instr-0042": {
		{Learner: "Priya N.", Start: time.Date(2024, 6, 3, 9, 0, 0, 0, time.UTC), Vehicle: "Fiesta DS24 KLM", Pickup: "14 Alder Road"},
		{Learner: "Tom W.", Start: time.Date(2024, 6, 3, 11, 0, 0, 0, time.UTC), Vehicle: "Fiesta DS24 KLM", Pickup: "Northgate College"},
	},
}

func myLessons(w http.ResponseWriter, r *http.Request) {
	claims := r.Context().Value(ctxKey{}).(*instructorClaims)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"instructor": claims.Subject,
		"branch":     claims.Branch,
		"lessons":    schedule[claims.Subject],
	})
}

func main() {
	if len(signingKey) < 32 {
		log.Fatal("INSTRUCTOR_JWT_KEY must be set to at least 32 bytes")
	}
	r := chi.NewRouter()
	r.With(requireInstructor).Get("/me/lessons", myLessons)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
