// Backup restore endpoint that unpacks an uploaded ZIP archive into the workspace directory.
package main

import (
	"archive/zip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

func restoreWorkspace(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("backup")
	if err != nil {
		http.Error(w, "missing upload", http.StatusBadRequest)
		return
	}
	defer file.Close()
	zr, err := zip.NewReader(file, hdr.Size)
	if err != nil {
		http.Error(w, "not a zip file", http.StatusBadRequest)
		return
	}
	dest := "/var/lib/workspace"
	root := filepath.Clean(dest) + string(os.PathSeparator)
	for _, f := range zr.File {
		target := filepath.Join(dest, f.Name)
		if f.FileInfo().IsDir() || !strings.HasPrefix(target, root) {
			continue
		}
		os.MkdirAll(filepath.Dir(target), 0o750)
		src, err := f.Open()
		if err != nil {
			continue
		}
		if out, err := os.Create(target); err == nil {
			io.Copy(out, src)
			out.Close()
		}
		src.Close()
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/workspace/restore", restoreWorkspace)
}
