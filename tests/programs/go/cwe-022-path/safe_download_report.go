// HTTP handler that serves generated PDF reports from the reports directory.
package reports

import (
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ReportServer struct {
	BaseDir string
	Logger  *log.Logger
}

func (s *ReportServer) resolve(name string) (string, bool) {
	base := filepath.Clean(s.BaseDir)
	full := filepath.Join(base, name)
	if !strings.HasPrefix(full, base+string(os.PathSeparator)) {
		return "", false
	}
	return full, true
}

func (s *ReportServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if name == "" {
		http.Error(w, "missing file", http.StatusBadRequest)
		return
	}
	full, ok := s.resolve(name)
	if !ok {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	f, err := os.Open(full)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/pdf")
	if _, err := io.Copy(w, f); err != nil {
		s.Logger.Printf("copy report %s: %v", name, err)
	}
}
