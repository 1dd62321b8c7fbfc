// Recruitment agency back office: recruiters download candidate attachments such as CVs and certificates.
package attachments

import (
	"errors"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
)

var errBadName = errors.New("invalid attachment name")

type StorageSettings struct{ Root string }

type AttachmentService struct{ cfg StorageSettings }

func NewAttachmentService(cfg StorageSettings) *AttachmentService {
	return &AttachmentService{cfg: cfg}
}

func checkName(name string) error {
	if name == "" || strings.Contains(name, "../") || strings.HasPrefix(name, "/") {
		return errBadName
	}
	return nil
}

// Read returns an attachment; stored names are kept URL-escaped in the database.
func (s *AttachmentService) Read(candidateID int, stored string) ([]byte, error) {
	if err := checkName(stored); err != nil {
		return nil, err
	}
	name, err := url.PathUnescape(stored)
	if err != nil {
		return nil, errBadName
	}
	return os.ReadFile(filepath.Join(s.cfg.Root, strconv.Itoa(candidateID), name))
}

type AttachmentController struct{ svc *AttachmentService }

func (c *AttachmentController) Download(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(chi.URLParam(r, "candidateID"))
	if err != nil {
		http.Error(w, "bad candidate id", http.StatusBadRequest)
		return
	}
	data, err := c.svc.Read(id, r.URL.Query().Get("name"))
	if errors.Is(err, errBadName) {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	} else if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	_, _ = w.Write(data)
}

func Routes(r chi.Router, c *AttachmentController) {
	r.Route("/recruiters/candidates/{candidateID}", func(r chi.Router) {
		r.Get("/attachments", c.Download)
	})
}
