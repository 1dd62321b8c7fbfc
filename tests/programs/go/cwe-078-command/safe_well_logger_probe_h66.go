// A well logger probe program of the h66 set (cwe-078-command).
package main

import (
	"bytes"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"time"

	"github.com/gorilla/mux"
	"github.com/urfave/negroni"
)

// Each borehole has a small water-level logger on the site radio network.
// The office staff use this page to check that a logger is still reachable
// before driving out to a well.

func runShell(cmdline string) (string, error) {
	cmd := exec.Command("/bin/sh", "-c", cmdline)
	var buf bytes.Buffer
	cmd.Stdout = &buf
	cmd.Stderr = &buf
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		return "", err
	}
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return buf.String(), err
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		return buf.String(), nil
	}
}

func probeHandler(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	host := vars["host"]
	op := vars["op"]

	if net.ParseIP(host) == nil {
		http.Error(w, "logger address must be an IP", http.StatusBadRequest)
		return
	}

	var cmdline string
	switch op {
	case "ping":
		cmdline = "ping -c 3 -W 2 " + host
	case "trace":
		cmdline = "traceroute -m 12 -w 2 " + host
	default:
		http.Error(w, "unknown probe", http.StatusNotFound)
		return
	}

	out, err := runShell(cmdline)
	if err != nil {
		log.Printf("probe %s %s: %v", op, host, err)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte(out))
}

func main() {
	router := mux.NewRouter()
	router.HandleFunc("/loggers/{host}/{op}", probeHandler).Methods("GET")

	n := negroni.New(negroni.NewRecovery(), negroni.NewLogger())
	n.UseHandler(router)

	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("WELL_TLS_CERT"), os.Getenv("WELL_TLS_KEY"), n))
}
