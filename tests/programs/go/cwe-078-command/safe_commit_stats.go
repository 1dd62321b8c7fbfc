// Returns the `git show --stat` summary of a commit in the hosted repository via a chi route.
package repoapi

import (
	"context"
	"net/http"
	"os/exec"
	"regexp"
	"time"

	"github.com/go-chi/chi/v5"
)

var commitRef = regexp.MustCompile(`^[0-9a-f]{7,40}$`)

type RepoHandler struct {
	RepoDir string
}

func (h *RepoHandler) CommitStats(w http.ResponseWriter, r *http.Request) {
	rev := r.URL.Query().Get("rev")
	if !commitRef.MatchString(rev) {
		http.Error(w, "bad revision", http.StatusBadRequest)
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()

	script := "git -C " + h.RepoDir + " show --stat --format=medium " + rev
	out, err := exec.CommandContext(ctx, "sh", "-c", script).Output()
	if err != nil {
		http.Error(w, "git failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out)
}

func (h *RepoHandler) Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/commits/stats", h.CommitStats)
	return r
}
