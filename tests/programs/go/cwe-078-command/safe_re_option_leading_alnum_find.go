// ^[a-z0-9][\w.-]*$ forbids a leading "-" or ".", so dir is always a plain subdirectory name for find.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var dirRe = regexp.MustCompile(`^[a-z0-9][\w.-]*$`)

func logs(w http.ResponseWriter, r *http.Request) {
	dir := r.URL.Query().Get("dir")
	if !dirRe.MatchString(dir) {
		http.Error(w, "bad dir", http.StatusBadRequest)
		return
	}
	cmd := exec.Command("find", dir, "-name", "*.log")
	cmd.Dir = "/srv/logs"
	out, _ := cmd.Output()
	w.Write(out)
}
