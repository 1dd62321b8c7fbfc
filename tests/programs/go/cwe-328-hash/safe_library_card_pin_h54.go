// Registers and verifies the PIN a library patron uses at self-checkout kiosks.
package main

import (
	"encoding/json"
	"net/http"
	"sync"

	"golang.org/x/crypto/bcrypt"
)

type pinStore struct {
	mu     sync.Mutex
	hashes map[string]string
}

type pinReq struct {
	Card string `json:"card"`
	PIN  string `json:"pin"`
}

func hashPIN(card, pin string) string {
	h, err := bcrypt.GenerateFromPassword([]byte(card+":"+pin), 12)
	if err != nil {
		return ""
	}
	return string(h)
}

func decodeThen(fn func(pinReq) (int, any)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req pinReq
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Card == "" || len(req.PIN) < 4 {
			http.Error(w, "card and 4+ digit pin required", http.StatusBadRequest)
			return
		}
		status, body := fn(req)
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(body)
	}
}

func (s *pinStore) register(req pinReq) (int, any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, exists := s.hashes[req.Card]; exists {
		return http.StatusConflict, map[string]string{"error": "pin already set"}
	}
	s.hashes[req.Card] = hashPIN(req.Card, req.PIN)
	return http.StatusCreated, map[string]string{"card": req.Card}
}

func (s *pinStore) verify(req pinReq) (int, any) {
	s.mu.Lock()
	stored, ok := s.hashes[req.Card]
	s.mu.Unlock()
	if !ok || bcrypt.CompareHashAndPassword([]byte(stored), []byte(req.Card+":"+req.PIN)) != nil {
		return http.StatusUnauthorized, map[string]bool{"ok": false}
	}
	return http.StatusOK, map[string]bool{"ok": true}
}

func main() {
	store := &pinStore{hashes: map[string]string{}}
	http.Handle("/kiosk/pin", decodeThen(store.register))
	http.Handle("/kiosk/pin/verify", decodeThen(store.verify))
	http.ListenAndServe(":8092", nil)
}
