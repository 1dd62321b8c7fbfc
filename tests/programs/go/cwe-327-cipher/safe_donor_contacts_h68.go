// A donor contacts program of the h68 set (cwe-327-cipher).
// seed banks: stores the contact details of heirloom-seed donors encrypted at rest, keyed by accession
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"sync"
)

type Donor struct {
	Accession string `json:"accession"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Village   string `json:"village"`
}

type vault struct {
	mu    sync.Mutex
	key   [32]byte
	blobs map[string][]byte
}

func newVault(secret string) *vault {
	return &vault{key: sha256.Sum256([]byte(secret)), blobs: map[string][]byte{}}
}

func (v *vault) aead() (cipher.AEAD, error) {
	block, err := aes.NewCipher(v.key[:])
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

func (v *vault) seal(plain []byte) ([]byte, error) {
	gcm, err := v.aead()
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func (v *vault) open(blob []byte) ([]byte, error) {
	gcm, err := v.aead()
	if err != nil {
		return nil, err
	}
	ns := gcm.NonceSize()
	if len(blob) < ns+gcm.Overhead() {
		return nil, errors.New("corrupt record")
	}
	return gcm.Open(nil, blob[:ns], blob[ns:], nil)
}

func (v *vault) put(w http.ResponseWriter, r *http.Request) {
	var d Donor
	if err := json.NewDecoder(r.Body).Decode(&d); err != nil || d.Accession == "" {
		http.Error(w, "invalid donor record", http.StatusBadRequest)
		return
	}
	raw, _ := json.Marshal(d)
	blob, err := v.seal(raw)
	if err != nil {
		slog.Error("seal donor", "err", err)
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}
	v.mu.Lock()
	v.blobs[d.Accession] = blob
	v.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
}

func (v *vault) get(w http.ResponseWriter, r *http.Request) {
	v.mu.Lock()
	blob, ok := v.blobs[r.PathValue("accession")]
	v.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	plain, err := v.open(blob)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(plain)
}

func main() {
	secret := os.Getenv("DONOR_VAULT_SECRET")
	if secret == "" {
		slog.Error("DONOR_VAULT_SECRET is required")
		os.Exit(1)
	}
	v := newVault(secret)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /donors", v.put)
	mux.HandleFunc("GET /donors/{accession}", v.get)
	http.ListenAndServe(":8089", mux)
}
