// validRequest() checks only the "user" parameter; the path also uses "file", which nothing checks, so "../../../etc/passwd" escapes the exports directory.
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
)

var userRe = regexp.MustCompile(`^[a-z0-9]{3,16}$`)

func validRequest(r *http.Request) bool {
	return userRe.MatchString(r.URL.Query().Get("user"))
}

func exportHandler(w http.ResponseWriter, r *http.Request) {
	if !validRequest(r) {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	q := r.URL.Query()
	data, err := os.ReadFile(filepath.Join("/srv/exports", q.Get("user"), q.Get("file")))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Write(data)
}
