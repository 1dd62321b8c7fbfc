// host from the decoded JSON body is pinged
package main

import (
	"encoding/json"
	"net/http"
	"os/exec"
)

type pingRequest struct {
	Host string `json:"host"`
}

func ping(w http.ResponseWriter, r *http.Request) {
	var req pingRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	out, err := exec.Command("ping", "-c", "1", req.Host).CombinedOutput()
	if err != nil {
		http.Error(w, "ping failed", http.StatusBadGateway)
		return
	}
	w.Write(out)
}

func main() {
	http.HandleFunc("/ping", ping)
	http.ListenAndServe(":8080", nil)
}
