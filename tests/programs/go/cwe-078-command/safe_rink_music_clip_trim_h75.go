// A roller-skating rink music clip trimming program of the h75 set (cwe-078-command).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

const (
	trackDir = "/srv/rink/tracks"
	clipDir  = "/srv/rink/clips"
)

var trackIDPattern = regexp.MustCompile(`^[a-z0-9]{6,24}$`)

var errOffsetFormat = errors.New("offset must be mm:ss")

// parseOffset accepts "mm:ss" and returns the offset in seconds.
func parseOffset(raw string) (int, error) {
	parts := strings.Split(raw, ":")
	if len(parts) != 2 {
		return 0, errOffsetFormat
	}
	mins, err := strconv.Atoi(parts[0])
	if err != nil {
		return 0, fmt.Errorf("%w: minutes: %v", errOffsetFormat, err)
	}
	secs, err := strconv.Atoi(parts[1])
	if err != nil || secs < 0 || secs > 59 || mins < 0 || mins > 90 {
		return 0, fmt.Errorf("%w: out of range", errOffsetFormat)
	}
	return mins*60 + secs, nil
}

func trimClip(w http.ResponseWriter, r *http.Request) {
	trackID := chi.URLParam(r, "trackID")
	if !trackIDPattern.MatchString(trackID) {
		http.Error(w, "unknown track", http.StatusNotFound)
		return
	}
	start := r.URL.Query().Get("start")
	src := filepath.Join(trackDir, trackID+".mp3")
	out := filepath.Join(clipDir, fmt.Sprintf("%s-%d.mp3", trackID, time.Now().Unix()))

	ctx, cancel := context.WithTimeout(r.Context(), 45*time.Second)
	defer cancel()

	offset, err := parseOffset(start)
	if err != nil {
		log.Printf("track %s: start %q rejected: %v", trackID, start, err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	cmd := exec.CommandContext(ctx, "ffmpeg", "-y", "-loglevel", "error",
		"-ss", strconv.Itoa(offset), "-t", "30", "-i", src, out)

	if output, err := cmd.CombinedOutput(); err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			http.Error(w, "trimming took too long", http.StatusGatewayTimeout)
			return
		}
		log.Printf("ffmpeg failed for %s: %v: %s", trackID, err, output)
		http.Error(w, "could not trim clip", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "audio/mpeg")
	http.ServeFile(w, r, out)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Get("/tracks/{trackID}/clip", trimClip)

	srv := &http.Server{Addr: ":8095", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatalf("listen: %v", err)
	}
}
