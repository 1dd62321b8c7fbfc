// Veterinary clinic admin tool: imports a zip of scanned vaccination certificates into the records folder.
package records

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ArchiveImporter struct{ destDir string }

func (im *ArchiveImporter) Import(zr *zip.Reader) (int, error) {
	count := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target := filepath.Join(im.destDir, f.Name)
		if rel, err := filepath.Rel(im.destDir, target); err != nil || strings.HasPrefix(rel, "..") {
			return count, fmt.Errorf("entry %q escapes the records folder", f.Name)
		}
		if err := extractEntry(f, target); err != nil {
			return count, fmt.Errorf("extract %s: %w", f.Name, err)
		}
		count++
	}
	return count, nil
}

func extractEntry(f *zip.File, target string) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	_ = os.MkdirAll(filepath.Dir(target), 0o750)
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, 50<<20))
	return err
}

type ImportHandler struct{ importer *ArchiveImporter }

func (h *ImportHandler) Upload(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("archive")
	if err != nil {
		http.Error(w, "archive field missing", http.StatusBadRequest)
		return
	}
	defer file.Close()
	zr, err := zip.NewReader(file, hdr.Size)
	if err == nil {
		var n int
		if n, err = h.importer.Import(zr); err == nil {
			fmt.Fprintf(w, "imported %d certificates\n", n)
			return
		}
	}
	http.Error(w, err.Error(), http.StatusUnprocessableEntity)
}
