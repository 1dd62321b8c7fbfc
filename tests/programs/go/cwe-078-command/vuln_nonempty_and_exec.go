// archive integrity check for a named upload
package main

import (
	"net/http"
	"os/exec"
)

func checkArchive(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if name != "" && exec.Command("sh", "-c", "gzip -t /srv/archive/"+name).Run() == nil {
		w.Write([]byte("ok"))
		return
	}
	http.Error(w, "corrupt", http.StatusUnprocessableEntity)
}

func init() {
	http.HandleFunc("/archive/check", checkArchive)
}
