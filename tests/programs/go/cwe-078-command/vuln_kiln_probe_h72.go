// A kiln probe program of the h72 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

// Prober reports whether a controller is reachable.
type Prober interface {
	Probe(ctx context.Context, host string) (string, error)
}

// pingProber keeps only the summary line of ping's output.
type pingProber struct{}

func (pingProber) Probe(ctx context.Context, host string) (string, error) {
	out, err := exec.CommandContext(ctx, "sh", "-c", "ping -c 3 -W 2 "+host+" | tail -n 2").CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

var hostnameRe = regexp.MustCompile(`^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$`)

// controllerHost accepts either a bare host or the status URL copied from
// the controller's label, and returns the host part.
func controllerHost(addr string) (string, error) {
	addr = strings.ToLower(strings.TrimSpace(addr))
	if strings.Contains(addr, "://") {
		u, err := url.Parse(addr)
		if err != nil {
			return "", err
		}
		addr = u.Hostname()
	}
	if !hostnameRe.MatchString(addr) {
		return "", errors.New("not a controller host name")
	}
	return addr, nil
}

// auditedProber records every probe in the kiln log before running it.
type auditedProber struct {
	next Prober
	log  *slog.Logger
}

func (a auditedProber) Probe(ctx context.Context, addr string) (string, error) {
	host, err := controllerHost(addr)
	if err != nil {
		return "", err
	}
	a.log.Info("kiln probe", "host", host)
	return a.next.Probe(ctx, addr)
}

type probeRequest struct {
	Address string `json:"address"`
}

func probeHandler(p Prober) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req probeRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "invalid body", http.StatusBadRequest)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
		defer cancel()

		summary, err := p.Probe(ctx, req.Address)
		resp := map[string]any{"kiln": chi.URLParam(r, "kilnID"), "summary": summary, "ok": err == nil}
		if err != nil {
			resp["error"] = err.Error()
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(resp)
	}
}

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	prober := auditedProber{next: pingProber{}, log: logger}

	r := chi.NewRouter()
	r.Post("/kilns/{kilnID}/probe", probeHandler(prober))

	logger.Info("kiln tools listening", "addr", ":7400")
	if err := http.ListenAndServe(":7400", r); err != nil {
		logger.Error("server stopped", "err", err)
	}
}
