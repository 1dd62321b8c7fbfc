// (?m) makes ^/$ line anchors, so "abc\nid #" matches on its first line and "id" runs in sh -c.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var nameRe = regexp.MustCompile(`(?m)^[a-z0-9]+$`)

func lookup(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	if !nameRe.MatchString(name) {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	out, _ := exec.Command("sh", "-c", "host "+name+".internal.example").CombinedOutput()
	w.Write(out)
}

func main() {
	http.HandleFunc("/lookup", lookup)
	http.ListenAndServe(":8080", nil)
}
