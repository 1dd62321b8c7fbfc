// A regex or trim test: go octal escape (written in review)
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var name = regexp.MustCompile(`^[a-z]+(\73[a-z]+)*$`)

func notify(w http.ResponseWriter, r *http.Request) {
	n := r.URL.Query().Get("n")
	if name.MatchString(n) {
		exec.Command("sh", "-c", "echo "+n).Run()
	}
}

func main() {
	http.HandleFunc("/n", notify)
	http.ListenAndServe(":8080", nil)
}
