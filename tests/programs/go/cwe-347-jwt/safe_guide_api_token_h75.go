// A hunting lodge guide API token checking program of the h75 set (cwe-347-jwt).
package main

import (
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/gorilla/mux"
)

var errUnknownKey = errors.New("unknown signing key")

type guideClaims struct {
	GuideID string   `json:"guide_id"`
	Areas   []string `json:"areas"`
	jwt.RegisteredClaims
}

type keySet struct {
	keys map[string]*rsa.PublicKey
}

func loadKeySet(dir string) (*keySet, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.pem"))
	if err != nil {
		return nil, fmt.Errorf("list keys: %w", err)
	}
	ks := &keySet{keys: map[string]*rsa.PublicKey{}}
	for _, f := range files {
		pem, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f, err)
		}
		key, err := jwt.ParseRSAPublicKeyFromPEM(pem)
		if err != nil {
			log.Printf("skipping key %s: %v", f, err)
			continue
		}
		ks.keys[strings.TrimSuffix(filepath.Base(f), ".pem")] = key
	}
	if len(ks.keys) == 0 {
		return nil, errors.New("no usable verification keys")
	}
	return ks, nil
}

func (ks *keySet) lookup(t *jwt.Token) (interface{}, error) {
	kid, _ := t.Header["kid"].(string)
	key, ok := ks.keys[kid]
	if !ok {
		return nil, fmt.Errorf("%w: %q", errUnknownKey, kid)
	}
	return key, nil
}

func (ks *keySet) verify(raw string) (*guideClaims, error) {
	claims := &guideClaims{}
	_, err := jwt.ParseWithClaims(raw, claims, ks.lookup,
		jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer("https://id.ridgeline-lodge.example"),
		jwt.WithExpirationRequired())
	if errors.Is(err, errUnknownKey) {
		log.Printf("token signed with retired key: %v", err)
		return nil, fmt.Errorf("legacy token: %w", err)
	}
	if err != nil {
		return nil, fmt.Errorf("verify guide token: %w", err)
	}
	return claims, nil
}

func (ks *keySet) guideMiddleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		if raw == "" {
			http.Error(w, "token required", http.StatusUnauthorized)
			return
		}
		claims, err := ks.verify(raw)
		if err != nil {
			log.Printf("rejected guide token: %v", err)
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		r.Header.Set("X-Guide-ID", claims.GuideID)
		next.ServeHTTP(w, r)
	})
}

func harvestLog(w http.ResponseWriter, r *http.Request) {
	area := mux.Vars(r)["area"]
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"area": area, "guide": r.Header.Get("X-Guide-ID"), "status": "open"})
}

func main() {
	ks, err := loadKeySet("/etc/lodge/jwt-keys")
	if err != nil {
		log.Fatalf("keys: %v", err)
	}
	r := mux.NewRouter()
	api := r.PathPrefix("/api").Subrouter()
	api.Use(ks.guideMiddleware)
	api.HandleFunc("/areas/{area}/harvest-log", harvestLog).Methods(http.MethodGet)
	log.Fatal(http.ListenAndServe(":8072", r))
}
