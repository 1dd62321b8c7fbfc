// Chi service returning the upcoming duty roster for the crew member making the request.
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/golang-jwt/jwt/v5"
)

type crewClaims struct {
	CrewID string `json:"crew_id"`
	Base   string `json:"base"`
	jwt.RegisteredClaims
}

type crewKey struct{}

func bearer(r *http.Request) string {
	return strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
}

func crewAuth(secret []byte) func(http.Handler) http.Handler {
	parser := jwt.NewParser()
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			claims := &crewClaims{}
			if _, _, err := parser.ParseUnverified(bearer(r), claims); err != nil || claims.CrewID == "" {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), crewKey{}, claims)))
		})
	}
}

func roster(lookup func(crewID string) []string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		claims := r.Context().Value(crewKey{}).(*crewClaims)
		json.NewEncoder(w).Encode(map[string]any{
			"crew_id": claims.CrewID,
			"base":    claims.Base,
			"duties":  lookup(claims.CrewID),
		})
	}
}

func main() {
	secret := os.Getenv("CREW_JWT_SECRET")
	if len(secret) < 32 {
		log.Fatal("CREW_JWT_SECRET must be at least 32 bytes")
	}
	duties := map[string][]string{"FO-2291": {"AZ118 FCO-LHR 06:40", "AZ119 LHR-FCO 11:15"}}
	r := chi.NewRouter()
	r.Use(crewAuth([]byte(secret)))
	r.Get("/me/roster", roster(func(id string) []string { return duties[id] }))
	http.ListenAndServe(":8096", r)
}
