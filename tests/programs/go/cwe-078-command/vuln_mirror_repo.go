// Mirrors a git repository into the CI cache so pipelines can fetch it without network access.
package cicache

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

var branchName = regexp.MustCompile(`^[A-Za-z0-9._/-]{1,100}$`)

type mirrorRequest struct {
	URL    string `json:"url"`
	Branch string `json:"branch"`
}

type Mirrorer struct {
	CacheDir string
}

func (m *Mirrorer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req mirrorRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request body", http.StatusBadRequest)
		return
	}
	if !strings.HasPrefix(req.URL, "https://") || !branchName.MatchString(req.Branch) {
		http.Error(w, "unsupported repository or branch", http.StatusBadRequest)
		return
	}
	dir := filepath.Join(m.CacheDir, fmt.Sprintf("mirror-%d", time.Now().UnixNano()))
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Minute)
	defer cancel()
	if out, err := m.clone(ctx, req, dir); err != nil {
		http.Error(w, "clone failed: "+strings.TrimSpace(string(out)), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"path": dir})
}

func (m *Mirrorer) clone(ctx context.Context, req mirrorRequest, dir string) ([]byte, error) {
	script := fmt.Sprintf("git clone --mirror --branch %s %s %s", req.Branch, req.URL, dir)
	cmd := exec.CommandContext(ctx, "sh", "-c", script)
	cmd.Env = []string{"GIT_TERMINAL_PROMPT=0", "PATH=/usr/bin:/bin"}
	return cmd.CombinedOutput()
}
