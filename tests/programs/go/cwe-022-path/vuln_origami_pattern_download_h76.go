// A paper origami studio pattern download program of the h76 set (cwe-022-path).
package main

import (
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
)

// PatternStore hands out the printable crease patterns sold by the studio.
type PatternStore interface {
	Open(name string) (io.ReadCloser, error)
}

type diskStore struct {
	root string
}

func newDiskStore(root string) *diskStore {
	return &diskStore{root: root}
}

func (d *diskStore) Open(name string) (io.ReadCloser, error) {
	full := filepath.Join(d.root, name)
	return os.Open(full)
}

// mirrorStore falls back to the archive volume for retired designs.
type mirrorStore struct {
	primary  PatternStore
	fallback PatternStore
}

func (m *mirrorStore) Open(name string) (io.ReadCloser, error) {
	f, err := m.primary.Open(name)
	if err == nil {
		return f, nil
	}
	return m.fallback.Open(name)
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func selectStore() PatternStore {
	current := newDiskStore(envOr("PATTERN_DIR", "/srv/origami/patterns"))
	if archive := os.Getenv("PATTERN_ARCHIVE_DIR"); archive != "" {
		return &mirrorStore{primary: current, fallback: newDiskStore(archive)}
	}
	return current
}

type patternHandler struct {
	store PatternStore
	kind  string
}

func (h *patternHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if name == "" {
		http.Error(w, "missing file parameter", http.StatusBadRequest)
		return
	}
	f, err := h.store.Open(name)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			http.NotFound(w, r)
			return
		}
		http.Error(w, "pattern unavailable", http.StatusBadRequest)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", h.kind)
	w.Header().Set("Content-Disposition", "attachment; filename=\""+filepath.Base(name)+"\"")
	if _, err := io.Copy(w, f); err != nil {
		log.Printf("pattern stream interrupted: %v", err)
	}
}

func main() {
	mux := http.NewServeMux()
	mux.Handle("/patterns/download", &patternHandler{store: selectStore(), kind: "application/pdf"})
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	addr := envOr("LISTEN_ADDR", ":8080")
	log.Printf("pattern shop listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
