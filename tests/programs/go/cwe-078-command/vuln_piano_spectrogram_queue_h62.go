// A piano spectrogram queue program of the h62 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/go-chi/chi/v5"
)

// After a tuning visit the technician uploads a recording of the unisons;
// the customer gets a spectrogram showing the before/after partials.
type renderJob struct {
	VisitID   string
	Recording string
	Palette   string
}

type renderRequest struct {
	Palette string `json:"palette"`
}

var palettes = map[string]bool{
	"intensity": true, "rainbow": true, "magma": true, "viridis": true, "cool": true,
}

type renderQueue chan renderJob

func (q renderQueue) worker(ctx context.Context, outDir string, id int) {
	for job := range q {
		if err := renderSpectrogram(ctx, outDir, job); err != nil {
			log.Printf("worker %d: visit %s: %v", id, job.VisitID, err)
		}
	}
}

func renderSpectrogram(ctx context.Context, outDir string, job renderJob) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	out := filepath.Join(outDir, job.VisitID+".png")
	line := fmt.Sprintf("ffmpeg -y -i %s -lavfi showspectrumpic=s=1280x720:color=%s %s",
		job.Recording, job.Palette, out)
	return exec.CommandContext(ctx, "sh", "-c", line).Run()
}

func enqueueRender(q renderQueue, recordings string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		visit := chi.URLParam(r, "visitID")
		var req renderRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
			http.Error(w, "invalid body", http.StatusBadRequest)
			return
		}
		if req.Palette == "" {
			req.Palette = "intensity"
		}
		if !palettes[req.Palette] {
			log.Printf("visit %s: palette %q not in the preset list", visit, req.Palette)
		}
		rec := filepath.Join(recordings, visit+".wav")
		if _, err := os.Stat(rec); err != nil {
			http.Error(w, "no recording for this visit", http.StatusNotFound)
			return
		}
		q <- renderJob{VisitID: visit, Recording: rec, Palette: req.Palette}
		w.WriteHeader(http.StatusAccepted)
	}
}

func main() {
	ctx := context.Background()
	q := make(renderQueue, 32)
	outDir := os.Getenv("SPECTRO_DIR")
	for i := 1; i <= 3; i++ {
		go q.worker(ctx, outDir, i)
	}

	r := chi.NewRouter()
	r.Post("/visits/{visitID:[0-9]+}/spectrogram", enqueueRender(q, os.Getenv("RECORDINGS_DIR")))

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
