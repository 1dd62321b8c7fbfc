// A cabana reservations program of the h73 set (cwe-347-jwt).
package main

import (
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math/big"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

type jwk struct {
	Kid string `json:"kid"`
	Kty string `json:"kty"`
	N   string `json:"n"`
	E   string `json:"e"`
}

func rsaFromJWK(k jwk) (*rsa.PublicKey, error) {
	if k.Kty != "RSA" {
		return nil, fmt.Errorf("unsupported key type %q", k.Kty)
	}
	n, err := base64.RawURLEncoding.DecodeString(k.N)
	if err != nil {
		return nil, err
	}
	e, err := base64.RawURLEncoding.DecodeString(k.E)
	if err != nil {
		return nil, err
	}
	return &rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(new(big.Int).SetBytes(e).Int64())}, nil
}

type keySet struct{ keys map[string]*rsa.PublicKey }

func loadKeySet(path string) (*keySet, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc struct{ Keys []jwk }
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	ks := &keySet{keys: map[string]*rsa.PublicKey{}}
	for _, k := range doc.Keys {
		if pub, err := rsaFromJWK(k); err == nil {
			ks.keys[k.Kid] = pub
		}
	}
	return ks, nil
}

func (ks *keySet) keyFor(t *jwt.Token) (any, error) {
	if _, ok := t.Method.(*jwt.SigningMethodRSA); !ok {
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
	// kiosks enrolled before the key service existed send their public key inline
	if inline, ok := t.Header["jwk"].(map[string]any); ok {
		buf, _ := json.Marshal(inline)
		var k jwk
		if err := json.Unmarshal(buf, &k); err != nil {
			return nil, err
		}
		return rsaFromJWK(k)
	}
	kid, _ := t.Header["kid"].(string)
	if key, ok := ks.keys[kid]; ok {
		return key, nil
	}
	return nil, fmt.Errorf("unknown key id %q", kid)
}

type reservation struct {
	Cabana string `json:"cabana"`
	Date   string `json:"date"`
}

func reserveHandler(ks *keySet) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		claims := jwt.MapClaims{}
		if _, err := jwt.ParseWithClaims(raw, claims, ks.keyFor); err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		guest, _ := claims["sub"].(string)

		var req reservation
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad request body", http.StatusBadRequest)
			return
		}
		day, err := time.Parse("2006-01-02", req.Date)
		if err != nil || day.Before(time.Now().Truncate(24*time.Hour)) {
			http.Error(w, "date must be today or later", http.StatusBadRequest)
			return
		}
		if guest == "" {
			http.Error(w, "token has no subject", http.StatusUnauthorized)
			return
		}
		log.Printf("cabana %s reserved for guest %s on %s", req.Cabana, guest, req.Date)
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(map[string]string{"guest": guest, "cabana": req.Cabana, "date": req.Date})
	}
}

func main() {
	ks, err := loadKeySet("/etc/tidalbay/kiosk-jwks.json")
	if err != nil {
		log.Fatal(errors.Join(errors.New("loading key set"), err))
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /cabanas/reservations", reserveHandler(ks))
	log.Fatal(http.ListenAndServe(":8031", mux))
}
