// Network diagnostics endpoint that pings an IP address and reports whether it answered.
package main

import (
	"encoding/json"
	"net"
	"net/http"
	"os/exec"
)

func pingAddress(w http.ResponseWriter, r *http.Request) {
	ip := net.ParseIP(r.URL.Query().Get("ip"))
	if ip == nil {
		http.Error(w, "invalid ip", http.StatusBadRequest)
		return
	}
	err := exec.Command("ping", "-c", "3", "-W", "2", ip.String()).Run()
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]bool{"reachable": err == nil})
}

func main() {
	http.HandleFunc("/diag/ping-ip", pingAddress)
}
