// A soap maker recipe bundle import program of the h75 set (cwe-022-path).
package main

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

const (
	recipeRoot    = "/var/lib/soapworks/recipes"
	maxBundleSize = 8 << 20
)

var shopPattern = regexp.MustCompile(`^[a-z0-9-]{3,32}$`)

type entryError struct {
	Entry  string
	Reason string
}

func (e *entryError) Error() string {
	return fmt.Sprintf("bundle entry %q: %s", e.Entry, e.Reason)
}

func entryTarget(dest, name string) (string, error) {
	target := filepath.Join(dest, name)
	rel, err := filepath.Rel(dest, target)
	if err != nil {
		return target, &entryError{Entry: name, Reason: err.Error()}
	}
	if rel == ".." || strings.HasPrefix(rel, ".."+string(os.PathSeparator)) {
		return target, &entryError{Entry: name, Reason: "outside recipe directory"}
	}
	return target, nil
}

func extractEntry(f *zip.File, target string) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return fmt.Errorf("create directory: %w", err)
	}
	src, err := f.Open()
	if err != nil {
		return fmt.Errorf("open entry: %w", err)
	}
	defer src.Close()

	dst, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return fmt.Errorf("create file: %w", err)
	}
	defer dst.Close()

	if _, err := io.Copy(dst, io.LimitReader(src, maxBundleSize)); err != nil {
		return fmt.Errorf("write file: %w", err)
	}
	return nil
}

func importBundle(shop string, data []byte) (int, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return 0, fmt.Errorf("read bundle: %w", err)
	}
	dest := filepath.Join(recipeRoot, shop)
	written := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		target, err := entryTarget(dest, f.Name)
		if err != nil {
			return written, fmt.Errorf("shop %s: %w", shop, err)
		}
		if err := extractEntry(f, target); err != nil {
			return written, fmt.Errorf("extract %s: %w", f.Name, err)
		}
		written++
	}
	return written, nil
}

func handleImport(w http.ResponseWriter, r *http.Request) {
	shop := r.URL.Query().Get("shop")
	if !shopPattern.MatchString(shop) {
		http.Error(w, "unknown shop", http.StatusBadRequest)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBundleSize+4096)
	file, _, err := r.FormFile("bundle")
	if err != nil {
		http.Error(w, "bundle file is required", http.StatusBadRequest)
		return
	}
	defer file.Close()

	data, err := io.ReadAll(file)
	if err != nil {
		http.Error(w, "could not read upload", http.StatusBadRequest)
		return
	}
	n, err := importBundle(shop, data)
	if err != nil {
		var ee *entryError
		if errors.As(err, &ee) {
			http.Error(w, ee.Error(), http.StatusUnprocessableEntity)
			return
		}
		log.Printf("import for %s failed after %d files: %v", shop, n, err)
		http.Error(w, "import failed", http.StatusInternalServerError)
		return
	}
	fmt.Fprintf(w, "imported %d recipe files\n", n)
}

func main() {
	http.HandleFunc("/recipes/import", handleImport)
	log.Fatal(http.ListenAndServe("127.0.0.1:8087", nil))
}
