// Serves stored helpdesk ticket attachments by file name.
package helpdesk

import (
	"io"
	"net/http"
	"os"
	"strings"
)

type AttachmentStore struct {
	Root string
}

func (s *AttachmentStore) resolve(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	full := s.Root + "/" + name
	if !strings.HasPrefix(full, s.Root) {
		return "", false
	}
	return full, true
}

func (s *AttachmentStore) serve(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	full, ok := s.resolve(name)
	if !ok {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	f, err := os.Open(full)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment")
	io.Copy(w, f)
}

func (s *AttachmentStore) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /tickets/{id}/attachments/{name}", s.serve)
}
