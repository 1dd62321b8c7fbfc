// Content-addressed build artifact cache: uploads are stored and served by digest.
package cache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/gorilla/mux"
)

type ArtifactStore struct {
	Root    string
	MaxSize int64
}

func (s *ArtifactStore) digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

func (s *ArtifactStore) Routes(r *mux.Router) {
	r.HandleFunc("/artifacts", s.put).Methods(http.MethodPut)
	r.HandleFunc("/artifacts/{digest:[0-9a-f]{64}}", s.get).Methods(http.MethodGet)
}

func (s *ArtifactStore) put(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(io.LimitReader(r.Body, s.MaxSize))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	d := s.digest(data)
	path := filepath.Join(s.Root, d)
	if _, err := os.Stat(path); err == nil {
		json.NewEncoder(w).Encode(map[string]string{"digest": d, "status": "exists"})
		return
	}
	if err := os.WriteFile(path, data, 0o640); err != nil {
		http.Error(w, "write failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"digest": d, "status": "stored"})
}

func (s *ArtifactStore) get(w http.ResponseWriter, r *http.Request) {
	d := mux.Vars(r)["digest"]
	http.ServeFile(w, r, filepath.Join(s.Root, d))
}
