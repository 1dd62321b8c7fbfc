// A glory hole slots program of the h67 set (cwe-347-jwt).
// glassblowers: studio members reserve glory-hole time in the shared hot shop
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/golang-jwt/jwt/v5"
)

type StudioClaims struct {
	Member string `json:"member"`
	Tier   string `json:"tier"`
	jwt.RegisteredClaims
}

type claimsKey struct{}

type Authenticator struct {
	key []byte
}

func (a *Authenticator) keyFunc(*jwt.Token) (any, error) {
	return a.key, nil
}

func (a *Authenticator) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		token, err := jwt.ParseWithClaims(raw, &StudioClaims{}, a.keyFunc, jwt.WithValidMethods([]string{"HS256"}))
		if err != nil {
			log.Printf("auth: %v", err)
		}
		if token == nil || !token.Valid {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		claims, ok := token.Claims.(*StudioClaims)
		if !ok || claims.Member == "" {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, claims)))
	})
}

type SlotRequest struct {
	Date      string `json:"date"`
	StartHour int    `json:"start_hour"`
	Hours     int    `json:"hours"`
	Station   string `json:"station"`
}

func (s SlotRequest) Validate() error {
	return validation.ValidateStruct(&s,
		validation.Field(&s.Date, validation.Required, validation.Date("2006-01-02")),
		validation.Field(&s.StartHour, validation.Min(7), validation.Max(21)),
		validation.Field(&s.Hours, validation.Required, validation.Min(1), validation.Max(4)),
		validation.Field(&s.Station, validation.Required, validation.In("bench-1", "bench-2", "bench-3", "pipe-warmer")),
	)
}

type SlotBook struct {
	mu    sync.Mutex
	slots map[string]string
}

func (b *SlotBook) Reserve(member string, s SlotRequest) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	key := fmt.Sprintf("%s/%s/%02d", s.Station, s.Date, s.StartHour)
	if _, taken := b.slots[key]; taken {
		return false
	}
	b.slots[key] = member
	return true
}

type SlotHandler struct {
	book *SlotBook
}

func (h *SlotHandler) Reserve(w http.ResponseWriter, r *http.Request) {
	claims := r.Context().Value(claimsKey{}).(*StudioClaims)
	var req SlotRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "malformed request", http.StatusBadRequest)
		return
	}
	if err := req.Validate(); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	if !h.book.Reserve(claims.Member, req) {
		http.Error(w, "slot already taken", http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]any{"member": claims.Member, "slot": req})
}

func main() {
	auth := &Authenticator{key: []byte(os.Getenv("HOTSHOP_JWT_KEY"))}
	h := &SlotHandler{book: &SlotBook{slots: map[string]string{}}}

	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.With(auth.Middleware).Post("/slots", h.Reserve)
	log.Fatal(http.ListenAndServe(":8096", r))
}
