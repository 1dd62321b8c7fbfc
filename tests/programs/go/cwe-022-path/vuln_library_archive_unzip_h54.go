// Accepts a zip of digitised page scans and unpacks it into the collection's staging folder.
package main

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const stagingRoot = "/var/lib/library/staging"

func extractTo(dest string) func(*zip.File) error {
	return func(f *zip.File) error {
		if strings.Contains(f.Name, `..\`) || f.FileInfo().IsDir() {
			return nil
		}
		target := filepath.Join(dest, f.Name)
		if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
			return err
		}
		src, err := f.Open()
		if err != nil {
			return err
		}
		defer src.Close()
		out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
		if err != nil {
			return err
		}
		defer out.Close()
		_, err = io.Copy(out, src)
		return err
	}
}

func uploadScans(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("scans")
	if err != nil {
		http.Error(w, "missing archive", http.StatusBadRequest)
		return
	}
	defer file.Close()
	zr, err := zip.NewReader(file, hdr.Size)
	if err != nil {
		http.Error(w, "bad archive", http.StatusBadRequest)
		return
	}
	dest := filepath.Join(stagingRoot, fmt.Sprintf("batch-%d", hdr.Size))
	extract := extractTo(dest)
	for _, f := range zr.File {
		if err := extract(f); err != nil {
			http.Error(w, "extract failed", http.StatusInternalServerError)
			return
		}
	}
	fmt.Fprintf(w, "unpacked %d files\n", len(zr.File))
}

func main() {
	http.HandleFunc("/collections/scans", uploadScans)
	http.ListenAndServe(":8081", nil)
}
