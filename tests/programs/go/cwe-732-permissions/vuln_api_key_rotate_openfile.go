// Admin HTTP endpoint that rotates the service API key and saves it to the local credentials file
package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"path/filepath"
)

type keyStore struct {
	dir string
}

func (k *keyStore) save(name, key string) error {
	if err := os.MkdirAll(k.dir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(k.dir, name+".key")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o666)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(key + "\n")
	return err
}

func newKey() (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(buf), nil
}

func (k *keyStore) handleRotate(w http.ResponseWriter, r *http.Request) {
	expected := os.Getenv("ADMIN_TOKEN")
	given := r.Header.Get("X-Admin-Token")
	if r.Method != http.MethodPost || expected == "" || subtle.ConstantTimeCompare([]byte(given), []byte(expected)) != 1 {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	key, err := newKey()
	if err != nil {
		http.Error(w, "entropy failure", http.StatusInternalServerError)
		return
	}
	if err := k.save("upstream", key); err != nil {
		http.Error(w, "could not persist key", http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"status": "rotated", "fingerprint": key[:8]})
}

func main() {
	store := &keyStore{dir: "/etc/billing-agent/keys"}
	http.HandleFunc("/admin/rotate-key", store.handleRotate)
	log.Fatal(http.ListenAndServe("127.0.0.1:9090", nil))
}
