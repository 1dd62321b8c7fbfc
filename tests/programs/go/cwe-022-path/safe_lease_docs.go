// Lease document download handler for the property management portal.
package leases

import (
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type StorageConfig struct {
	Root    string
	MaxSize int64
}

func LoadStorageConfig() StorageConfig {
	root := os.Getenv("LEASE_DOCS_ROOT")
	if root == "" {
		root = "/srv/leases"
	}
	return StorageConfig{Root: root, MaxSize: 25 << 20}
}

type DocRef struct {
	PropertyID string
	FileName   string
}

type DocStore struct{ cfg StorageConfig }

func (s *DocStore) resolve(ref DocRef) (string, error) {
	root := filepath.Clean(s.cfg.Root)
	p := filepath.Join(root, ref.PropertyID, ref.FileName)
	rel, err := filepath.Rel(root, p)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errors.New("outside document root")
	}
	return p, nil
}

func (s *DocStore) Open(ref DocRef) (*os.File, error) {
	p, err := s.resolve(ref)
	if err != nil {
		return nil, err
	}
	return os.Open(p)
}

type LeaseService struct{ store *DocStore }

func (l *LeaseService) Document(propertyID, name string) (*os.File, error) {
	return l.store.Open(DocRef{PropertyID: propertyID, FileName: name})
}

func DownloadHandler(svc *LeaseService) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f, err := svc.Document(r.URL.Query().Get("property"), r.URL.Query().Get("file"))
		if err != nil {
			http.Error(w, "document not found", http.StatusNotFound)
			return
		}
		defer f.Close()
		w.Header().Set("Content-Type", "application/pdf")
		io.Copy(w, io.LimitReader(f, svc.store.cfg.MaxSize))
	}
}
