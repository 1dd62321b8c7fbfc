// Operator dashboard endpoint that pings a host and returns the raw output.
package main

import (
	"errors"
	"log"
	"net"
	"net/http"
	"os/exec"
	"strings"
)

func runPing(host string) ([]byte, error) {
	ip := net.ParseIP(host)
	if ip == nil {
		return []byte("host must be an IP address\n"), errors.New("invalid address")
	}
	return exec.Command("ping", "-c", "3", "-W", "2", ip.String()).CombinedOutput()
}

func pingHandler(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	host := strings.TrimSpace(r.FormValue("host"))
	if host == "" {
		http.Error(w, "host is required", http.StatusBadRequest)
		return
	}
	out, err := runPing(host)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if err != nil {
		w.WriteHeader(http.StatusBadGateway)
	}
	w.Write(out)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/tools/ping", pingHandler)
	log.Fatal(http.ListenAndServe(":9090", mux))
}
