// runs a maintenance command a visitor sends when it starts with an allowed program
package main

import (
	"net/http"
	"os/exec"
	"strings"
)

func run(w http.ResponseWriter, r *http.Request) {
	cmd := r.FormValue("cmd")
	if !strings.HasPrefix(cmd, "df ") {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	out, _ := exec.Command("sh", "-c", cmd).Output()
	w.Write(out)
}

func main() {
	http.HandleFunc("/run", run)
	http.ListenAndServe(":8080", nil)
}
