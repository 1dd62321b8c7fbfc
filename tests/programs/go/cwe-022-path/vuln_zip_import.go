// Theme import endpoint that unpacks an uploaded ZIP archive into the themes directory.
package main

import (
	"archive/zip"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

func writeThemeEntry(f *zip.File, dest string) error {
	target := filepath.Join(dest, f.Name)
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	src, err := f.Open()
	if err != nil {
		return err
	}
	defer src.Close()
	out, err := os.Create(target)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, src)
	return err
}

func importTheme(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("theme")
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
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		if err := writeThemeEntry(f, "/var/www/themes/custom"); err != nil {
			http.Error(w, "import failed", http.StatusInternalServerError)
			return
		}
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/themes/import", importTheme)
}
