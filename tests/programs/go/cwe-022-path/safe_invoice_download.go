// HTTP handler that serves stored invoice PDFs from the billing archive directory.
package billing

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ArchiveConfig struct {
	Root string // e.g. /var/lib/billing/invoices
}

type InvoiceServer struct {
	cfg ArchiveConfig
}

func NewInvoiceServer(root string) *InvoiceServer {
	return &InvoiceServer{cfg: ArchiveConfig{Root: filepath.Clean(root)}}
}

func (s *InvoiceServer) resolve(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	full := filepath.Join(s.cfg.Root, name)
	rel, err := filepath.Rel(s.cfg.Root, full)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return full, true
}

func (s *InvoiceServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	path, ok := s.resolve(name)
	if !ok {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", "attachment")
	w.Write(data)
}
