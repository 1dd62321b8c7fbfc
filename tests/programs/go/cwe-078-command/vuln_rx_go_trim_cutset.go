// A regex or trim test: go trim cutset (written in review)
package main

import (
	"net/http"
	"os/exec"
	"regexp"
	"strings"
)

var name = regexp.MustCompile(`^[a-z]+$`)

func notify(w http.ResponseWriter, r *http.Request) {
	n := r.URL.Query().Get("n")
	if !name.MatchString(strings.Trim(n, ";&|")) {
		return
	}
	exec.Command("sh", "-c", "echo "+n).Run()
}

func main() {
	http.HandleFunc("/n", notify)
	http.ListenAndServe(":8080", nil)
}
