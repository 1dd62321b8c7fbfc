// A planetarium star chart render program of the h76 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

type consoleCommand struct {
	Action string `json:"action"`
	Target string `json:"target"`
}

type handlerFunc func(ctx context.Context, target string) (string, error)

type showConsole struct {
	renderBin string
	outDir    string
	handlers  map[string]handlerFunc
}

func newShowConsole(renderBin, outDir string) *showConsole {
	c := &showConsole{renderBin: renderBin, outDir: outDir}
	c.handlers = map[string]handlerFunc{
		"chart":       c.renderChart,
		"dome-status": c.domeStatus,
	}
	return c
}

func (c *showConsole) renderChart(ctx context.Context, target string) (string, error) {
	out := filepath.Join(c.outDir, fmt.Sprintf("chart-%d.png", time.Now().UnixNano()))
	line := c.renderBin + " --constellation " + target + " --out " + out
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", line)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("render: %v: %s", err, strings.TrimSpace(string(msg)))
	}
	return out, nil
}

func (c *showConsole) domeStatus(ctx context.Context, _ string) (string, error) {
	out, err := exec.CommandContext(ctx, "systemctl", "is-active", "dome-projector").Output()
	return strings.TrimSpace(string(out)), err
}

func (c *showConsole) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var cmd consoleCommand
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&cmd); err != nil {
		http.Error(w, "malformed command", http.StatusBadRequest)
		return
	}
	h, ok := c.handlers[cmd.Action]
	if !ok {
		http.Error(w, "unknown action", http.StatusNotFound)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 30*time.Second)
	defer cancel()
	result, err := h(ctx, cmd.Target)
	if err != nil {
		log.Printf("console %s failed: %v", cmd.Action, err)
		http.Error(w, "command failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"action": cmd.Action, "result": result})
}

func main() {
	console := newShowConsole("/opt/planetarium/bin/render-chart", "/var/lib/planetarium/charts")
	http.Handle("/console", console)
	log.Fatal(http.ListenAndServe(":8090", nil))
}
