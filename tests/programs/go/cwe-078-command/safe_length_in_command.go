// logs how long the name a visitor sent is, through a shell helper that takes a number
package main

import (
	"net/http"
	"os/exec"
	"strconv"
)

func size(w http.ResponseWriter, r *http.Request) {
	name := r.FormValue("name")
	exec.Command("sh", "-c", "logger name-length "+strconv.Itoa(len(name))).Run()
	w.Write([]byte("ok"))
}

func main() {
	http.HandleFunc("/size", size)
	http.ListenAndServe(":8080", nil)
}
