// Field sensor bundle importer: unpacks uploaded ZIP archives of soil probe readings.
package sensors

import (
	"archive/zip"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type Importer struct {
	StagingDir string
	files      []string
}

func (im *Importer) extractEntry(f *zip.File, dest string) error {
	target := filepath.Join(dest, f.Name)
	if !strings.HasPrefix(target, filepath.Clean(dest)+string(os.PathSeparator)) {
		return fmt.Errorf("entry escapes staging dir: %q", f.Name)
	}
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil || f.FileInfo().IsDir() {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	im.files = append(im.files, target)
	_, err = io.Copy(out, rc)
	return err
}

func (im *Importer) Import(src io.ReaderAt, size int64) error {
	zr, err := zip.NewReader(src, size)
	if err != nil {
		return err
	}
	dest := filepath.Join(im.StagingDir, fmt.Sprintf("bundle-%d", time.Now().UnixNano()))
	for _, f := range zr.File {
		if err := im.extractEntry(f, dest); err != nil {
			return err
		}
	}
	return nil
}

func UploadHandler(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("bundle")
	if err != nil {
		http.Error(w, "bundle missing", http.StatusBadRequest)
		return
	}
	defer file.Close()
	im := &Importer{StagingDir: os.Getenv("SENSOR_STAGING_DIR")}
	if err := im.Import(file, hdr.Size); err != nil {
		http.Error(w, "import failed", http.StatusUnprocessableEntity)
		return
	}
	fmt.Fprintf(w, "imported %d files\n", len(im.files))
}
