// groundstation pass predict (h58 set)
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// stationConfig is loaded once; the TLE file is refreshed by a separate cron job.
type stationConfig struct {
	TLEPath string
	QTHPath string
	Addr    string
}

var cfg = stationConfig{
	TLEPath: os.Getenv("GS_TLE_PATH"),
	QTHPath: os.Getenv("GS_QTH_PATH"),
	Addr:    os.Getenv("GS_LISTEN_ADDR"),
}

type passWindow struct {
	Satellite string   `json:"satellite"`
	Lines     []string `json:"lines"`
}

type result struct {
	pass passWindow
	err  error
}

// predictPasses runs the `predict` tracker in the background and reports on a channel.
func predictPasses(ctx context.Context, satellite string) <-chan result {
	out := make(chan result, 1)
	go func() {
		defer close(out)
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		script := "predict -t " + cfg.TLEPath + " -q " + cfg.QTHPath + " -p '" + satellite + "'"
		raw, err := exec.CommandContext(ctx, "/bin/sh", "-c", script).Output()
		if err != nil {
			out <- result{err: err}
			return
		}
		lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
		out <- result{pass: passWindow{Satellite: satellite, Lines: lines}}
	}()
	return out
}

func passesHandler(w http.ResponseWriter, r *http.Request) {
	sat := chi.URLParam(r, "satellite")
	if sat == "" {
		http.Error(w, "satellite required", http.StatusBadRequest)
		return
	}
	res := <-predictPasses(r.Context(), sat)
	if res.err != nil {
		http.Error(w, "prediction failed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res.pass)
}

func healthHandler(w http.ResponseWriter, _ *http.Request) {
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)

	table := map[string]http.HandlerFunc{
		"/health":                  healthHandler,
		"/passes/{satellite}":      passesHandler,
		"/passes/{satellite}/next": passesHandler,
	}
	for pattern, h := range table {
		r.Get(pattern, h)
	}

	srv := &http.Server{Addr: cfg.Addr, Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("GS_TLS_CERT"), os.Getenv("GS_TLS_KEY")))
}
