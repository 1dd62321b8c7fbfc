// line count parsed with strconv.Atoi before it is passed as an argument
package main

import (
	"net/http"
	"os/exec"
	"strconv"
)

func tail(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil || n <= 0 {
		http.Error(w, "bad n", http.StatusBadRequest)
		return
	}
	out, _ := exec.Command("tail", "-n", strconv.Itoa(n), "/var/log/app.log").Output()
	w.Write(out)
}

func main() {
	http.HandleFunc("/tail", tail)
	http.ListenAndServe(":8080", nil)
}
