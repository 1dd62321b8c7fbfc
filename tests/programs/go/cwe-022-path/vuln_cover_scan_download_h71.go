// A cover scan download program of the h71 set (cwe-022-path).
package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var (
	ErrEmptyName      = errors.New("scan name is empty")
	ErrUnknownFormat  = errors.New("unsupported scan format")
	ErrOutsideArchive = errors.New("scan name points outside the archive")
)

// ScanError ties a rejected file name to the reason it was rejected.
type ScanError struct {
	Name string
	Err  error
}

func (e *ScanError) Error() string { return fmt.Sprintf("scan %q: %v", e.Name, e.Err) }
func (e *ScanError) Unwrap() error { return e.Err }

type scanArchive struct {
	root string
}

func (a *scanArchive) checkName(name string) error {
	switch {
	case name == "":
		return &ScanError{Name: name, Err: ErrEmptyName}
	case strings.Contains(name, ".."):
		return &ScanError{Name: name, Err: ErrOutsideArchive}
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".tif", ".tiff", ".jpg", ".jpeg", ".png":
		return nil
	}
	return &ScanError{Name: name, Err: ErrUnknownFormat}
}

func (a *scanArchive) handleScan(w http.ResponseWriter, r *http.Request) {
	jobID, err := strconv.Atoi(chi.URLParam(r, "jobID"))
	if err != nil {
		http.Error(w, "bad job id", http.StatusBadRequest)
		return
	}
	name := r.URL.Query().Get("file")

	if err := a.checkName(name); err != nil {
		var se *ScanError
		if errors.As(err, &se) {
			log.Printf("job %d: scan request rejected: %v", jobID, se)
		}
	}

	f, err := os.Open(filepath.Join(a.root, strconv.Itoa(jobID), name))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			http.NotFound(w, r)
			return
		}
		http.Error(w, "could not read scan", http.StatusInternalServerError)
		return
	}
	defer f.Close()

	w.Header().Set("Content-Type", contentTypeFor(name))
	if _, err := io.Copy(w, f); err != nil {
		log.Printf("job %d: streaming %s: %v", jobID, name, err)
	}
}

func contentTypeFor(name string) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png":
		return "image/png"
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".tif", ".tiff":
		return "image/tiff"
	}
	return "application/octet-stream"
}

func main() {
	root := os.Getenv("SCAN_ARCHIVE")
	if root == "" {
		root = "/srv/bindery/scans"
	}
	archive := &scanArchive{root: root}

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)
	r.Get("/jobs/{jobID}/scans", archive.handleScan)

	log.Println("cover scan service listening on :8081")
	log.Fatal(http.ListenAndServe(":8081", r))
}
