// Construction project portal: subcontractors download generated invoice PDFs and cost reports.
package reports

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

var ErrOutsideReports = errors.New("requested file is outside the report area")

type ReportConfig struct{ BaseDir string }

func LoadReportConfig() ReportConfig {
	dir := os.Getenv("REPORT_DIR")
	if dir == "" {
		dir = "/srv/buildco/reports"
	}
	return ReportConfig{BaseDir: dir}
}

type ReportStore interface {
	Open(project, name string) (*os.File, error)
}

type diskReportStore struct{ cfg ReportConfig }

func NewDiskReportStore(cfg ReportConfig) ReportStore { return &diskReportStore{cfg: cfg} }

func (s *diskReportStore) Open(project, name string) (*os.File, error) {
	full := s.cfg.BaseDir + "/" + project + "/" + name
	if !strings.HasPrefix(full, s.cfg.BaseDir) {
		return nil, ErrOutsideReports
	}
	return os.Open(full)
}

type DownloadController struct{ store ReportStore }

func NewDownloadController(store ReportStore) *DownloadController {
	return &DownloadController{store: store}
}

func (c *DownloadController) Download(w http.ResponseWriter, r *http.Request) {
	project := r.URL.Query().Get("project")
	name := r.URL.Query().Get("file")
	if project == "" || name == "" {
		http.Error(w, "project and file are required", http.StatusBadRequest)
		return
	}
	f, err := c.store.Open(project, name)
	if errors.Is(err, ErrOutsideReports) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	} else if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, filepath.Base(name), info.ModTime(), f)
}
