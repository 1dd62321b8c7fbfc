// ^[a-z0-9.]+$ allows ".." but no "/", so at most baseDir's parent directory is named and os.ReadFile on a directory just fails.
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
)

const baseDir = "/srv/app/reports"

var nameRe = regexp.MustCompile(`^[a-z0-9.]+$`)

func report(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if !nameRe.MatchString(name) {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(filepath.Join(baseDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(data)
}
