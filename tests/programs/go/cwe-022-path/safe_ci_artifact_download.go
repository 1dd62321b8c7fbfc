// Build-server endpoint that streams one stored artifact file belonging to a CI build.
package artifacts

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

type Store struct {
	Root string // e.g. /var/lib/ci/artifacts
}

func (s *Store) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /builds/{build}/artifact", s.download)
}

func (s *Store) artifactPath(build int, rel string) (string, bool) {
	root := filepath.Clean(s.Root) + string(os.PathSeparator)
	p := filepath.Join(root, strconv.Itoa(build), rel)
	if !strings.HasPrefix(p, root) {
		return "", false
	}
	return p, true
}

func (s *Store) download(w http.ResponseWriter, r *http.Request) {
	build, err := strconv.Atoi(r.PathValue("build"))
	if err != nil || build <= 0 {
		http.Error(w, "invalid build number", http.StatusBadRequest)
		return
	}
	rel := r.URL.Query().Get("path")
	if rel == "" {
		http.Error(w, "missing path", http.StatusBadRequest)
		return
	}
	p, ok := s.artifactPath(build, rel)
	if !ok {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	f, err := os.Open(p)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment; filename="+strconv.Quote(filepath.Base(p)))
	io.Copy(w, f)
}
