// A gilder leaf thumbnail program of the h66 set (cwe-078-command).
package main

import (
	"bytes"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
)

// sampleDir holds the scanned TIFFs of every leaf sample in the
// pattern book (leaf-<n>.tif).
var sampleDir = "/var/gilding/samples"

var defaultWidth = "240"

func thumbHandler(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	sample := r.Form.Get("sample")
	width := r.Form.Get("w")
	if width == "" {
		width = defaultWidth
	}

	id, err := strconv.Atoi(sample)
	if err != nil || id <= 0 {
		http.Error(w, "unknown sample", http.StatusNotFound)
		return
	}
	src := filepath.Join(sampleDir, "leaf-"+strconv.Itoa(id)+".tif")
	if _, err := os.Stat(src); err != nil {
		http.Error(w, "unknown sample", http.StatusNotFound)
		return
	}

	// ImageMagick writes the PNG to stdout so nothing lands on disk.
	cmdline := "convert " + src + " -resize " + width + "x -quality 85 png:-"
	cmd := exec.Command("/bin/sh", "-c", cmdline)
	var out, errOut bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errOut
	if err := cmd.Run(); err != nil {
		log.Printf("convert sample %d: %v: %s", id, err, errOut.String())
		http.Error(w, "thumbnail failed", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "max-age=86400")
	w.Write(out.Bytes())
}

func main() {
	if d := os.Getenv("GILD_SAMPLE_DIR"); d != "" {
		sampleDir = d
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/patternbook/thumb", thumbHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("GILD_TLS_CERT"), os.Getenv("GILD_TLS_KEY"), mux))
}
