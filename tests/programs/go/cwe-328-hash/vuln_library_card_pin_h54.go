// Registers and verifies the PIN a library patron uses at self-checkout kiosks.
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"sync"
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
	sum := md5.Sum([]byte(card + ":" + pin))
	return hex.EncodeToString(sum[:])
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
	if !ok || subtle.ConstantTimeCompare([]byte(stored), []byte(hashPIN(req.Card, req.PIN))) != 1 {
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
