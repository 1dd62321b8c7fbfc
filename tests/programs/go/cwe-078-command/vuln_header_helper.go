// helper returns a header value that becomes the program run by exec.Command
package main

import (
	"net/http"
	"os/exec"
)

func toolFrom(r *http.Request) string {
	t := r.Header.Get("X-Tool")
	if t == "" {
		t = "true"
	}
	return t
}

func run(w http.ResponseWriter, r *http.Request) {
	out, _ := exec.Command(toolFrom(r), "--version").Output()
	w.Write(out)
}

func main() {
	http.HandleFunc("/run", run)
	http.ListenAndServe(":8080", nil)
}
