// Serves generated monthly report files from the reports directory by name.
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
)

type reportServer struct {
	baseDir string
}

func (s *reportServer) resolve(name string) (string, error) {
	return filepath.Join(s.baseDir, name), nil
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
