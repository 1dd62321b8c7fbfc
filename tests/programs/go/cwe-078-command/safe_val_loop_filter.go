// Only host names fully matching hostRe (no leading dash, no spaces or shell metacharacters) are appended to clean, and the command is built from clean alone.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
	"strings"
)

var hostRe = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{0,252}$`)

func pingHandler(w http.ResponseWriter, r *http.Request) {
	var clean []string
	for _, h := range r.URL.Query()["host"] {
		if hostRe.MatchString(h) {
			clean = append(clean, h)
		}
	}
	if len(clean) == 0 {
		http.Error(w, "no valid hosts", http.StatusBadRequest)
		return
	}
	out, _ := exec.Command("sh", "-c", "fping -c1 "+strings.Join(clean, " ")).CombinedOutput()
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
