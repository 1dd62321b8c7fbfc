// exec.Command runs sh -c with a Sprintf command holding the query value
package main

import (
	"fmt"
	"net/http"
	"os/exec"
)

func ping(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	out, err := exec.Command("sh", "-c", fmt.Sprintf("ping -c 1 %s", host)).CombinedOutput()
	if err != nil {
		http.Error(w, "failed", http.StatusBadGateway)
		return
	}
	w.Write(out)
}

func main() {
	http.HandleFunc("/ping", ping)
	http.ListenAndServe(":8080", nil)
}
