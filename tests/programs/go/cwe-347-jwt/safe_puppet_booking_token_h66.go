// A puppet booking token program of the h66 set (cwe-347-jwt).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	jwt "github.com/dgrijalva/jwt-go"
	"github.com/gorilla/mux"
	"github.com/urfave/negroni"
)

// Schools and village halls book the touring puppet company through the
// partner portal. The portal issues an HS256 token naming the venue; this
// service trusts the venue claim to show and change that venue's bookings.

type venueClaims struct {
	Venue string `json:"venue"`
	Role  string `json:"role"`
	jwt.StandardClaims
}

type ctxKey string

const venueKey ctxKey = "venue"

var portalKey = []byte(os.Getenv("PUPPETS_PORTAL_JWT_KEY"))

var bookings = map[string][]string{
	"stoke-village-hall": {"2024-03-02 Punch and Judy", "2024-03-09 The Tinderbox"},
	"ashby-primary":      {"2024-03-05 Pinocchio (shadow)"},
}

func requireVenue(w http.ResponseWriter, r *http.Request, next http.HandlerFunc) {
	auth := r.Header.Get("Authorization")
	if !strings.HasPrefix(auth, "Bearer ") {
		http.Error(w, "missing token", http.StatusUnauthorized)
		return
	}
	raw := strings.TrimPrefix(auth, "Bearer ")

	claims := &venueClaims{}
	token, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		if t.Method != jwt.SigningMethodHS256 {
			return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
		}
		return portalKey, nil
	})
	if err != nil || !token.Valid || claims.Venue == "" {
		http.Error(w, "token not accepted", http.StatusUnauthorized)
		return
	}

	ctx := context.WithValue(r.Context(), venueKey, claims.Venue)
	next(w, r.WithContext(ctx))
}

func venueBookings(w http.ResponseWriter, r *http.Request) {
	venue := r.Context().Value(venueKey).(string)
	if mux.Vars(r)["venue"] != venue {
		http.Error(w, "not your venue", http.StatusForbidden)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]interface{}{"venue": venue, "bookings": bookings[venue]})
}

func main() {
	if len(portalKey) < 32 {
		log.Fatal("PUPPETS_PORTAL_JWT_KEY must be at least 32 bytes")
	}
	router := mux.NewRouter()
	router.HandleFunc("/venues/{venue}/bookings", venueBookings).Methods("GET")

	n := negroni.New(negroni.NewRecovery(), negroni.NewLogger())
	n.Use(negroni.HandlerFunc(requireVenue))
	n.UseHandler(router)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("PUPPETS_TLS_CERT"), os.Getenv("PUPPETS_TLS_KEY"), n))
}
