// Upload handler for a charity finance team that unpacks a zip of scanned donor receipts into a batch folder.
package receipts

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ReceiptImporter struct{ BatchRoot string }

func (ri *ReceiptImporter) targetPath(dest, entry string) (string, error) {
	target := filepath.Join(dest, entry)
	if !strings.HasPrefix(target, filepath.Clean(dest)+string(os.PathSeparator)) {
		return "", fmt.Errorf("entry %q escapes batch folder", entry)
	}
	return target, nil
}

func (ri *ReceiptImporter) extractOne(f *zip.File, dest string) error {
	target, err := ri.targetPath(dest, f.Name)
	if err != nil {
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
	_, err = io.Copy(out, io.LimitReader(src, 20<<20))
	return err
}

func (ri *ReceiptImporter) Import(zr *zip.Reader) (int, error) {
	for i, f := range zr.File {
		if err := ri.extractOne(f, ri.BatchRoot); err != nil {
			return i, err
		}
	}
	return len(zr.File), nil
}

func (ri *ReceiptImporter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("receipts")
	if err != nil {
		http.Error(w, "missing upload", http.StatusBadRequest)
		return
	}
	defer file.Close()
	zr, err := zip.NewReader(file, hdr.Size)
	n := 0
	if err == nil {
		n, err = ri.Import(zr)
	}
	if err != nil {
		http.Error(w, "import failed", http.StatusUnprocessableEntity)
		return
	}
	fmt.Fprintf(w, "imported %d receipts\n", n)
}
