// Chi routes for a museum collection site serving high-resolution exhibit photographs from disk.
package collection

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

type MediaConfig struct {
	ImageRoot string
}

var ErrOutsideRoot = errors.New("image path outside media root")

type ImageStore struct{ root string }

func NewImageStore(cfg MediaConfig) *ImageStore {
	return &ImageStore{root: filepath.Clean(cfg.ImageRoot)}
}

func (s *ImageStore) resolve(name string) (string, error) {
	full := s.root + "/" + name
	if !strings.HasPrefix(full, s.root) {
		return "", ErrOutsideRoot
	}
	return full, nil
}

func (s *ImageStore) Open(name string) (*os.File, error) {
	p, err := s.resolve(name)
	if err != nil {
		return nil, err
	}
	return os.Open(p)
}

type ExhibitController struct{ Images *ImageStore }

func (ec *ExhibitController) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/exhibits/{exhibitID}/photo", ec.photo)
	return r
}

func (ec *ExhibitController) photo(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	f, err := ec.Images.Open(name)
	if errors.Is(err, ErrOutsideRoot) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	} else if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", mime.TypeByExtension(filepath.Ext(name)))
	io.Copy(w, f)
}
