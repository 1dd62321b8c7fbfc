// ^[\w.-]+$ allows a leading "-", so dir="-delete" makes `find -delete -name *.log` delete everything under /srv/logs.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var dirRe = regexp.MustCompile(`^[\w.-]+$`)

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
