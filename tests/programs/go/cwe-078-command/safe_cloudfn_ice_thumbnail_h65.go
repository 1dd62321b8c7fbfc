// A cloudfn ice thumbnail program of the h65 set (cwe-078-command).
package thumbnails

// Cloud Function that renders web thumbnails of finished ice sculptures.
// Studio photos are synced into the mounted bucket by the gallery camera.

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
)

const (
	photoDir = "/mnt/sculpture-photos"
	thumbDir = "/mnt/sculpture-photos/thumbs"
)

// Gallery camera names photos like "swan-2024-02-11-03.jpg".
var photoName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}\.jpe?g$`)

type thumbRequest struct {
	Photo string `json:"photo"`
	Width int    `json:"width"`
}

func init() {
	functions.HTTP("RenderThumbnail", renderThumbnail)
}

func renderThumbnail(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	var req thumbRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	if req.Width < 64 || req.Width > 1600 {
		http.Error(w, "width must be between 64 and 1600", http.StatusBadRequest)
		return
	}
	// Photos sit flat in the bucket; no sub-folders.
	if req.Photo == "" || strings.ContainsAny(req.Photo, `/\`) || !photoName.MatchString(req.Photo) {
		http.Error(w, "photo must be a file name", http.StatusBadRequest)
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 30*time.Second)
	defer cancel()
	name, err := makeThumb(ctx, req.Photo, req.Width)
	if err != nil {
		http.Error(w, "thumbnail could not be rendered", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"thumbnail": name})
}

func makeThumb(ctx context.Context, photo string, width int) (string, error) {
	dst := filepath.Join(thumbDir, fmt.Sprintf("w%d-%s", width, photo))
	src := filepath.Join(photoDir, photo)
	cmd := exec.CommandContext(ctx, "convert", src, "-auto-orient", "-resize", fmt.Sprintf("%dx", width), "-quality", "82", dst)
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Printf("convert failed for %s: %v: %s", photo, err, out)
		return "", err
	}
	return filepath.Base(dst), nil
}
