// A repair card vault program of the h69 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"sync"

	"github.com/gorilla/mux"
)

type tokenVault struct {
	aead cipher.AEAD
	mu   sync.RWMutex
	rows map[string]string // customer -> sealed token
}

func newTokenVault(secret string) (*tokenVault, error) {
	if len(secret) < 16 {
		return nil, errors.New("vault secret too short")
	}
	k := sha256.Sum256([]byte(secret))
	b, err := aes.NewCipher(k[:])
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(b)
	if err != nil {
		return nil, err
	}
	return &tokenVault{aead: aead, rows: map[string]string{}}, nil
}

func (v *tokenVault) seal(plain []byte) (string, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := v.aead.Seal(nonce, nonce, plain, nil)
	return base64.StdEncoding.EncodeToString(out), nil
}

type server struct {
	vault *tokenVault
}

func (s *server) saveCard(w http.ResponseWriter, r *http.Request) {
	customer := mux.Vars(r)["customer"]
	var body struct {
		Token string `json:"token"`
		Last4 string `json:"last4"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || body.Token == "" {
		http.Error(w, "token required", http.StatusBadRequest)
		return
	}
	sealed, err := s.vault.seal([]byte(body.Token))
	if err != nil {
		http.Error(w, "could not store card", http.StatusInternalServerError)
		return
	}
	s.vault.mu.Lock()
	s.vault.rows[customer] = sealed
	s.vault.mu.Unlock()
	log.Printf("stored card ending %s for %s", body.Last4, customer)
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	v, err := newTokenVault(os.Getenv("CARD_VAULT_SECRET"))
	if err != nil {
		log.Fatal(err)
	}
	s := &server{vault: v}
	r := mux.NewRouter()
	r.HandleFunc("/customers/{customer}/card", s.saveCard).Methods(http.MethodPut)
	log.Fatal(http.ListenAndServe(":8025", r))
}
