// Field-ops endpoint that checks reachability of smart-meter concentrators in parallel and reports the results.
package fieldops

import (
	"context"
	"encoding/json"
	"net/http"
	"os/exec"
	"regexp"
	"sync"
	"time"
)

var hostPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{0,252}$`)

type probeResult struct {
	Host      string `json:"host"`
	Reachable bool   `json:"reachable"`
}

func filter(items []string, keep func(string) bool) []string {
	out := items[:0]
	for _, it := range items {
		if keep(it) {
			out = append(out, it)
		}
	}
	return out
}

func probe(ctx context.Context, host string) probeResult {
	cmd := exec.CommandContext(ctx, "ping", "-c", "1", "-W", "2", host)
	return probeResult{Host: host, Reachable: cmd.Run() == nil}
}

func fanOut(ctx context.Context, hosts []string, fn func(context.Context, string) probeResult) []probeResult {
	results := make([]probeResult, len(hosts))
	var wg sync.WaitGroup
	for i, h := range hosts {
		wg.Add(1)
		go func(i int, h string) {
			defer wg.Done()
			results[i] = fn(ctx, h)
		}(i, h)
	}
	wg.Wait()
	return results
}

func ProbeConcentrators(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Hosts []string `json:"hosts"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || len(body.Hosts) > 32 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	hosts := filter(body.Hosts, hostPattern.MatchString)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(fanOut(ctx, hosts, probe))
}
