// Chi service that installs uploaded CMS theme bundles by unpacking a zip archive
package main

import (
	"archive/zip"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/go-chi/chi/v5"
)

var themeName = regexp.MustCompile(`^[a-z0-9-]{1,32}$`)

func extractTheme(zr *zip.Reader, dest string) error {
	for _, f := range zr.File {
		target := filepath.Join(dest, f.Name)
		if f.FileInfo().IsDir() {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := copyEntry(f, target); err != nil {
			return err
		}
	}
	return nil
}

func copyEntry(f *zip.File, target string) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, 10<<20))
	if err != nil {
		return err
	}
	return os.WriteFile(target, data, 0o644)
}

func uploadTheme(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "theme")
	file, header, err := r.FormFile("bundle")
	if err != nil || !themeName.MatchString(name) {
		http.Error(w, "theme name and bundle file required", http.StatusBadRequest)
		return
	}
	defer file.Close()
	zr, err := zip.NewReader(file, header.Size)
	if err == nil {
		err = extractTheme(zr, filepath.Join("/var/lib/cms/themes", name))
	}
	if err != nil {
		http.Error(w, "theme could not be installed", http.StatusUnprocessableEntity)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func main() {
	r := chi.NewRouter()
	r.Post("/themes/{theme}", uploadTheme)
	log.Fatal(http.ListenAndServe(":8080", r))
}
