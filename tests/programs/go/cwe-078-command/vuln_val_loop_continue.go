// The loop logs bad host names and hits continue, but the command is built afterwards from the original slice, so "x;id" still reaches sh -c.
package main

import (
	"log"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
)

var hostRe = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{0,252}$`)

func pingHandler(w http.ResponseWriter, r *http.Request) {
	hosts := r.URL.Query()["host"]
	for _, h := range hosts {
		if !hostRe.MatchString(h) {
			log.Printf("skipping bad host %q", h)
			continue
		}
	}
	out, _ := exec.Command("sh", "-c", "fping -c1 "+strings.Join(hosts, " ")).CombinedOutput()
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out)
}
