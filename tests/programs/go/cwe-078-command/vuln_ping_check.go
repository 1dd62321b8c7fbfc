// Network diagnostics endpoint that pings a host and reports whether it answered.
package main

import (
	"encoding/json"
	"net/http"
	"os/exec"
)

func pingHost(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	err := exec.Command("sh", "-c", "ping -c 3 -W 2 "+host).Run()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]bool{"reachable": err == nil})
}

func main() {
	http.HandleFunc("/diag/ping", pingHost)
}
