// Chi route that runs a reachability probe against a host named in the URL.
package diag

import (
	"context"
	"net/http"
	"os/exec"
	"regexp"
	"time"

	"github.com/go-chi/chi/v5"
)

var hostPattern = regexp.MustCompile(`[a-zA-Z0-9][a-zA-Z0-9.-]*`)

type ProbeResult struct {
	Host   string
	Output []byte
}

func validHost(h string) bool {
	return len(h) > 0 && len(h) <= 253 && hostPattern.MatchString(h)
}

func runProbe(ctx context.Context, host string) (*ProbeResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", "ping -c 3 -W 2 "+host)
	out, err := cmd.CombinedOutput()
	return &ProbeResult{Host: host, Output: out}, err
}

func ProbeHandler(w http.ResponseWriter, r *http.Request) {
	host := chi.URLParam(r, "host")
	if !validHost(host) {
		http.Error(w, "invalid host", http.StatusBadRequest)
		return
	}
	res, err := runProbe(r.Context(), host)
	if err != nil {
		http.Error(w, "probe failed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(res.Output)
}

func Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/probe/{host}", ProbeHandler)
	return r
}
