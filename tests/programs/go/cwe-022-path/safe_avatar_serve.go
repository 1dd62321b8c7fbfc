// Chi route that serves user avatar images from the local media directory.
package media

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

type AvatarStore struct {
	Dir string
}

func (s *AvatarStore) cleanName(raw string) (string, bool) {
	name, err := url.PathUnescape(raw)
	if err != nil {
		return "", false
	}
	if name == "" || strings.Contains(name, "..") || strings.ContainsAny(name, `/\`) {
		return "", false
	}
	return filepath.Base(name), true
}

func (s *AvatarStore) Serve(w http.ResponseWriter, r *http.Request) {
	name, ok := s.cleanName(chi.URLParam(r, "name"))
	if !ok {
		http.Error(w, "bad avatar name", http.StatusBadRequest)
		return
	}

	f, err := os.Open(filepath.Join(s.Dir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	http.ServeContent(w, r, info.Name(), info.ModTime(), f)
}

func Routes(dir string) http.Handler {
	store := &AvatarStore{Dir: dir}
	r := chi.NewRouter()
	r.Get("/avatars/{name}", store.Serve)
	return r
}
