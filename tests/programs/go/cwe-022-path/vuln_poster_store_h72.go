// A poster store program of the h72 set (cwe-022-path).
package main

import (
	"bytes"
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// AssetStore hands out poster files by their catalogue name.
type AssetStore interface {
	Open(name string) (io.ReadCloser, error)
}

var errOutsideRoot = errors.New("poster is outside the artwork folder")

// DiskPosterStore reads posters straight from the artwork folder.
type DiskPosterStore struct {
	Root string
}

func (d DiskPosterStore) resolve(name string) (string, error) {
	full := filepath.Join(d.Root, filepath.FromSlash(name))
	rel, err := filepath.Rel(d.Root, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errOutsideRoot
	}
	return full, nil
}

func (d DiskPosterStore) Open(name string) (io.ReadCloser, error) {
	p, err := d.resolve(name)
	if err != nil {
		return nil, err
	}
	return os.Open(p)
}

// CachedPosterStore keeps the posters for the current week in memory so the
// marquee screens do not hammer the NAS between reels.
type CachedPosterStore struct {
	DiskPosterStore
	mu    sync.RWMutex
	cache map[string][]byte
}

func (c *CachedPosterStore) Open(name string) (io.ReadCloser, error) {
	c.mu.RLock()
	data, ok := c.cache[name]
	c.mu.RUnlock()
	if ok {
		return io.NopCloser(bytes.NewReader(data)), nil
	}

	data, err := os.ReadFile(filepath.Join(c.Root, name))
	if err != nil {
		return nil, err
	}

	c.mu.Lock()
	if len(c.cache) > 256 {
		c.cache = make(map[string][]byte)
	}
	c.cache[name] = data
	c.mu.Unlock()
	return io.NopCloser(bytes.NewReader(data)), nil
}

func newPosterStore(root string, cached bool) AssetStore {
	disk := DiskPosterStore{Root: root}
	if !cached {
		return disk
	}
	return &CachedPosterStore{DiskPosterStore: disk, cache: make(map[string][]byte)}
}

type posterHandler struct {
	store AssetStore
}

func (h posterHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("poster")
	if name == "" {
		http.Error(w, "missing poster", http.StatusBadRequest)
		return
	}
	rc, err := h.store.Open(name)
	switch {
	case errors.Is(err, errOutsideRoot):
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	case err != nil:
		http.Error(w, "poster not found", http.StatusNotFound)
		return
	}
	defer rc.Close()

	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "public, max-age=600")
	if _, err := io.Copy(w, rc); err != nil {
		log.Printf("poster %q: %v", name, err)
	}
}

func main() {
	root := os.Getenv("POSTER_ROOT")
	if root == "" {
		root = "/srv/starlite-drivein/posters"
	}
	store := newPosterStore(root, os.Getenv("POSTER_CACHE") != "off")

	mux := http.NewServeMux()
	mux.Handle("/marquee/poster", posterHandler{store: store})
	log.Println("marquee poster service on :8081")
	log.Fatal(http.ListenAndServe(":8081", mux))
}
