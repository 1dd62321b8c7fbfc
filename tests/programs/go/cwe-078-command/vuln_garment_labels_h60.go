// A garment labels program of the h60 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"

	"github.com/go-chi/chi/v5"
)

const labelDir = "/var/spool/laundry/labels"

var printers = map[string]bool{"front-desk": true, "pressing": true, "dispatch": true}

var ticketPattern = regexp.MustCompile(`^T[0-9]{6}$`)

// labelJob is posted by the counter app when garments are tagged.
type labelJob struct {
	Printer string `json:"printer"`
	Ticket  string `json:"ticket"`
	Title   string `json:"title"` // e.g. "Okafor - 3 shirts, 1 duvet"
}

func (j labelJob) check() error {
	if !printers[j.Printer] {
		return errors.New("unknown printer")
	}
	if !ticketPattern.MatchString(j.Ticket) {
		return errors.New("ticket must look like T123456")
	}
	if len(j.Title) > 80 {
		return errors.New("title too long")
	}
	return nil
}

type action func(ctx context.Context, job labelJob) error

var actions = map[string]action{
	"print":   printLabel,
	"reprint": printLabel,
	"cancel":  cancelQueue,
}

func printLabel(ctx context.Context, job labelJob) error {
	file := filepath.Join(labelDir, job.Ticket+".pdf")
	line := fmt.Sprintf("lp -d %s -t '%s' %s", job.Printer, job.Title, file)
	return exec.CommandContext(ctx, "/bin/sh", "-c", line).Run()
}

func cancelQueue(ctx context.Context, job labelJob) error {
	return exec.CommandContext(ctx, "cancel", "-a", job.Printer).Run()
}

func labelHandler(w http.ResponseWriter, r *http.Request) {
	run, ok := actions[chi.URLParam(r, "action")]
	if !ok {
		http.Error(w, "unknown action", http.StatusNotFound)
		return
	}
	var job labelJob
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&job); err != nil {
		http.Error(w, "malformed job", http.StatusBadRequest)
		return
	}
	if err := job.check(); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	if err := run(ctx, job); err != nil {
		log.Printf("label %s: %v", job.Ticket, err)
		http.Error(w, "printer error", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	r := chi.NewRouter()
	r.Post("/labels/{action}", labelHandler)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
