// http.Error writes a 400 but nothing returns after it, so exec.Command("sh", "-c", ...) still runs with the unchecked name.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var nameRe = regexp.MustCompile(`^[a-zA-Z0-9_]+$`)

func snapshotHandler(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	ok := nameRe.MatchString(name)
	if !ok {
		http.Error(w, "invalid name", http.StatusBadRequest)
	}
	if err := exec.Command("sh", "-c", "zfs snapshot tank/data@"+name).Run(); err != nil {
		http.Error(w, "snapshot failed", http.StatusInternalServerError)
		return
	}
	w.Write([]byte("snapshot created"))
}

func main() {
	http.HandleFunc("/snapshot", snapshotHandler)
	http.ListenAndServe(":8080", nil)
}
