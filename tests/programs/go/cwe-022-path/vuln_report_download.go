// Report download endpoint that streams a generated PDF report by file name.
package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
)

const reportRoot = "/srv/reports"

func downloadReport(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	f, err := os.Open(filepath.Join(reportRoot, name))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment")
	io.Copy(w, f)
}

func main() {
	http.HandleFunc("/reports/download", downloadReport)
}
