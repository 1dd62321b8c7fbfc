// Streams a stored helpdesk ticket attachment to the client by file name.
package attachments

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const attachmentRoot = "/srv/helpdesk/attachments"

var errOutsideRoot = errors.New("path outside attachment root")

func resolveAttachment(name string) (string, error) {
	full := filepath.Join(attachmentRoot, name)
	rel, err := filepath.Rel(attachmentRoot, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errOutsideRoot
	}
	return full, nil
}

func DownloadHandler(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if name == "" {
		http.Error(w, "missing file", http.StatusBadRequest)
		return
	}
	path, err := resolveAttachment(name)
	if err != nil {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}

	f, err := os.Open(path)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	if ct := mime.TypeByExtension(filepath.Ext(path)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	disposition := mime.FormatMediaType("attachment", map[string]string{"filename": filepath.Base(path)})
	w.Header().Set("Content-Disposition", disposition)
	io.Copy(w, f)
}
