// Serves generated monthly report files from the reports directory by name.
package main

import (
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type reportServer struct {
	baseDir string
}

func (s *reportServer) resolve(name string) (string, error) {
	base, err := filepath.Abs(s.baseDir)
	if err != nil {
		return "", err
	}
	full := filepath.Join(base, filepath.Clean("/"+name))
	rel, err := filepath.Rel(base, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", errors.New("path escapes report directory")
	}
	return full, nil
}

func (s *reportServer) download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if name == "" {
		http.Error(w, "missing file parameter", http.StatusBadRequest)
		return
	}
	full, err := s.resolve(name)
	if err != nil {
		http.Error(w, "bad file name", http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(full)
	if err != nil {
		http.Error(w, "report not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Write(data)
}

func main() {
	dir := os.Getenv("REPORT_DIR")
	if dir == "" {
		dir = "/var/app/reports"
	}
	s := &reportServer{baseDir: dir}
	http.HandleFunc("/reports/download", s.download)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
