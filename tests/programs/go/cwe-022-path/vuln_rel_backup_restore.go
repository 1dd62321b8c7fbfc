// Restores one file of a nightly backup into the staging folder on request.
package backups

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const stagingDir = "/srv/backups/staging"

func RestoreHandler(w http.ResponseWriter, r *http.Request) {
	target := filepath.Join(stagingDir, r.URL.Query().Get("file"))
	rel, err := filepath.Rel(stagingDir, target)
	if err != nil || strings.HasPrefix(rel, "/") {
		http.Error(w, "bad file", http.StatusBadRequest)
		return
	}
	out, err := os.Create(target)
	if err != nil {
		http.Error(w, "cannot restore", http.StatusInternalServerError)
		return
	}
	defer out.Close()
	io.Copy(out, r.Body)
}
