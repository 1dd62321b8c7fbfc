// Handler that accepts a zipped coursework submission and unpacks it into the student's folder.
package coursework

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

func writeEntry(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, 20<<20))
	return err
}

func extractArchive(body []byte, dest string) error {
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		return err
	}
	root := filepath.Clean(dest) + string(os.PathSeparator)
	for _, f := range zr.File {
		target := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(target, root) {
			return fmt.Errorf("entry %q escapes submission folder", f.Name)
		}
		if f.FileInfo().IsDir() {
			continue
		}
		if err := writeEntry(f, target); err != nil {
			return err
		}
	}
	return nil
}

func UploadSubmission(w http.ResponseWriter, r *http.Request) {
	studentID, err := strconv.Atoi(r.URL.Query().Get("student_id"))
	if err != nil || studentID <= 0 {
		http.Error(w, "invalid student id", http.StatusBadRequest)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 50<<20))
	if err == nil {
		err = extractArchive(body, filepath.Join("/var/lib/school/submissions", strconv.Itoa(studentID)))
	}
	if err != nil {
		http.Error(w, "could not store submission", http.StatusBadRequest)
		return
	}
	fmt.Fprintf(w, "submission stored for student %d\n", studentID)
}
