// Network diagnostics endpoint that pings a host on behalf of the support console.
package diag

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os/exec"
	"regexp"
	"strconv"
	"time"
)

var hostPattern = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}$`)

type PingRequest struct {
	Host  string
	Count int
}

func parsePingRequest(r *http.Request) (PingRequest, error) {
	req := PingRequest{Host: r.URL.Query().Get("host"), Count: 3}
	if c := r.URL.Query().Get("count"); c != "" {
		n, err := strconv.Atoi(c)
		if err != nil || n < 1 || n > 5 {
			return req, fmt.Errorf("count must be between 1 and 5")
		}
		req.Count = n
	}
	if !hostPattern.MatchString(req.Host) {
		return req, fmt.Errorf("invalid host")
	}
	return req, nil
}

func buildCommand(p PingRequest) string {
	return fmt.Sprintf("ping -c %d -W 2 %s", p.Count, p.Host)
}

func PingHandler(w http.ResponseWriter, r *http.Request) {
	p, err := parsePingRequest(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 15*time.Second)
	defer cancel()

	out, err := exec.CommandContext(ctx, "/bin/sh", "-c", buildCommand(p)).CombinedOutput()
	resp := map[string]interface{}{"host": p.Host, "output": string(out), "ok": err == nil}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
}
