// ^[\w./-]+$ allows "../../etc/passwd"; filepath.Join resolves it outside baseDir (path traversal).
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
)

const baseDir = "/srv/app/static"

var pathRe = regexp.MustCompile(`^[\w./-]+$`)

func file(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Query().Get("path")
	if !pathRe.MatchString(p) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(filepath.Join(baseDir, p))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(data)
}
