// ^...$ (no (?m); Go's $ is end of text) allows only [a-z0-9.-] with no leading "-" into sh -c.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var hostRe = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)

func ping(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	if !hostRe.MatchString(host) {
		http.Error(w, "bad host", http.StatusBadRequest)
		return
	}
	out, _ := exec.Command("sh", "-c", "ping -c 1 "+host).CombinedOutput()
	w.Write(out)
}

