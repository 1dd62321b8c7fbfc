// archive integrity check for a plain upload name
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var plainArchive = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

func checkPlainArchive(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if plainArchive.MatchString(name) && exec.Command("sh", "-c", "gzip -t /srv/archive/"+name+".gz").Run() == nil {
		w.Write([]byte("ok"))
		return
	}
	http.Error(w, "corrupt", http.StatusUnprocessableEntity)
}

func init() {
	http.HandleFunc("/archive/check-plain", checkPlainArchive)
}
