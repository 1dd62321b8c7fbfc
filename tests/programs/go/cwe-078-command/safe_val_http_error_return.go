// isValidName() fully matches ^[a-zA-Z0-9_]+$ (Go's $ is end of text), and the handler returns right after http.Error, so sh -c gets only those characters.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var nameRe = regexp.MustCompile(`^[a-zA-Z0-9_]+$`)

func isValidName(s string) bool { return nameRe.MatchString(s) }

func snapshotHandler(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	ok := isValidName(name)
	if !ok {
		http.Error(w, "invalid name", http.StatusBadRequest)
		return
	}
	if err := exec.Command("sh", "-c", "zfs snapshot tank/data@"+name).Run(); err != nil {
		http.Error(w, "snapshot failed", http.StatusInternalServerError)
		return
	}
	w.Write([]byte("snapshot created"))
}

