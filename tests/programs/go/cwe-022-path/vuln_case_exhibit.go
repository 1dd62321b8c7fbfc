// Exhibit viewer for litigation matters: streams exhibit files stored per matter.
package exhibits

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

type ExhibitRequest struct {
	Matter string
	File   string
}

type ExhibitRepo struct{ baseDir string }

func (r *ExhibitRepo) Path(req ExhibitRequest) string {
	return filepath.Join(r.baseDir, req.Matter, "exhibits", req.File)
}

type ExhibitService struct {
	repo       *ExhibitRepo
	allowedExt map[string]bool
}

func NewExhibitService() *ExhibitService {
	return &ExhibitService{
		repo:       &ExhibitRepo{baseDir: os.Getenv("MATTERS_ROOT")},
		allowedExt: map[string]bool{".pdf": true, ".png": true, ".jpg": true, ".msg": true},
	}
}

func isPlainName(s string) bool {
	return s != "" && s != "." && s != ".." && !strings.ContainsAny(s, `/\`)
}

func (s *ExhibitService) Locate(req ExhibitRequest) (string, error) {
	if !isPlainName(req.Matter) {
		return "", errors.New("invalid matter")
	}
	if !s.allowedExt[strings.ToLower(filepath.Ext(req.File))] {
		return "", errors.New("unsupported exhibit type")
	}
	return s.repo.Path(req), nil
}

func Routes(svc *ExhibitService) http.Handler {
	r := chi.NewRouter()
	r.Get("/matters/{matter}/exhibits", func(w http.ResponseWriter, r *http.Request) {
		req := ExhibitRequest{Matter: chi.URLParam(r, "matter"), File: r.URL.Query().Get("name")}
		path, err := svc.Locate(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		http.ServeFile(w, r, path)
	})
	return r
}
