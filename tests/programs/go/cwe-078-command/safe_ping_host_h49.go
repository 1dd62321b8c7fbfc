// Diagnostics endpoint that pings a host and returns the command output to operators.
package diag

import (
	"context"
	"encoding/json"
	"net/http"
	"os/exec"
	"regexp"
	"time"
)

var hostPattern = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]*$`)

type pingResult struct {
	Host   string `json:"host"`
	Output string `json:"output"`
	Error  string `json:"error,omitempty"`
}

func validHost(h string) bool {
	return len(h) > 0 && len(h) < 254 && hostPattern.MatchString(h)
}

func runPing(ctx context.Context, host string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "sh", "-c", "ping -c 3 -W 2 "+host).CombinedOutput()
	return string(out), err
}

func PingHandler(w http.ResponseWriter, r *http.Request) {
	host := r.FormValue("host")
	if !validHost(host) {
		http.Error(w, "invalid host", http.StatusBadRequest)
		return
	}
	res := pingResult{Host: host}
	out, err := runPing(r.Context(), host)
	res.Output = out
	if err != nil {
		res.Error = err.Error()
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(res)
}
