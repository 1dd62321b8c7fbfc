// A preneed vault program of the h60 set (cwe-327-cipher).
package main

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// contract is a pre-need arrangement: a funeral planned and paid in advance.
type contract struct {
	ID        string `json:"id"`
	Client    string `json:"client"`
	Plan      string `json:"plan"`
	Wishes    string `json:"wishes"`
	PaidCents int64  `json:"paid_cents"`
}

type sealer struct{ aead cipher.AEAD }

func newSealer(hexKey string) (*sealer, error) {
	key, err := hex.DecodeString(hexKey)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &sealer{aead: aead}, nil
}

func (s *sealer) seal(plain []byte) ([]byte, error) {
	nonce := make([]byte, s.aead.NonceSize(), s.aead.NonceSize()+len(plain)+s.aead.Overhead())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return s.aead.Seal(nonce, nonce, plain, nil), nil
}

func (s *sealer) open(sealed []byte) ([]byte, error) {
	ns := s.aead.NonceSize()
	if len(sealed) < ns {
		return nil, errors.New("damaged record")
	}
	return s.aead.Open(nil, sealed[:ns], sealed[ns:], nil)
}

func main() {
	s, err := newSealer(os.Getenv("VAULT_KEY_HEX"))
	if err != nil {
		log.Fatal("vault key: ", err)
	}
	officePassword := os.Getenv("OFFICE_PASSWORD")
	if officePassword == "" {
		log.Fatal("OFFICE_PASSWORD must be set")
	}
	var vault sync.Map // id -> sealed contract

	r := chi.NewRouter()
	// Only the arrangement office reads or writes contracts.
	r.Use(middleware.BasicAuth("arrangements", map[string]string{"office": officePassword}))
	r.Put("/contracts/{id}", func(w http.ResponseWriter, req *http.Request) {
		var c contract
		if err := json.NewDecoder(io.LimitReader(req.Body, 64<<10)).Decode(&c); err != nil {
			http.Error(w, "malformed contract", http.StatusBadRequest)
			return
		}
		c.ID = chi.URLParam(req, "id")
		plain, _ := json.Marshal(c)
		sealed, err := s.seal(plain)
		if err != nil {
			http.Error(w, "could not store contract", http.StatusInternalServerError)
			return
		}
		vault.Store(c.ID, sealed)
		w.WriteHeader(http.StatusNoContent)
	})
	r.Get("/contracts/{id}", func(w http.ResponseWriter, req *http.Request) {
		v, ok := vault.Load(chi.URLParam(req, "id"))
		if !ok {
			http.NotFound(w, req)
			return
		}
		plain, err := s.open(v.([]byte))
		if err != nil {
			http.Error(w, "could not read contract", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(plain)
	})

	srv := &http.Server{Addr: os.Getenv("LISTEN_ADDR"), Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
