// switch maps the query value to fixed commands; other values are refused
package main

import (
	"net/http"
	"os/exec"
)

func sys(w http.ResponseWriter, r *http.Request) {
	var cmd *exec.Cmd
	switch r.URL.Query().Get("what") {
	case "uptime":
		cmd = exec.Command("uptime")
	case "disk":
		cmd = exec.Command("df", "-h")
	default:
		http.Error(w, "unknown", http.StatusBadRequest)
		return
	}
	out, _ := cmd.Output()
	w.Write(out)
}

func main() {
	http.HandleFunc("/sys", sys)
	http.ListenAndServe(":8080", nil)
}
