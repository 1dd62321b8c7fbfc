// A enclosure snapshots program of the h60 set (cwe-022-path).
package main

import (
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// Camera snapshots are kept per enclosure, e.g.
// <root>/penguin-cove/2024-05-01T10-00.jpg
var snapshotRoot = envOr("SNAPSHOT_ROOT", "/var/lib/zoo/snapshots")

var enclosurePattern = regexp.MustCompile(`^[a-z0-9-]{1,40}$`)

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

// resolver turns a name taken from the URL into a file path.
type resolver func(string) (string, error)

func rejectDotSegments(next resolver) resolver {
	return func(name string) (string, error) {
		if strings.Contains(name, "..") {
			return "", errors.New("invalid snapshot name")
		}
		return next(name)
	}
}

// chi hands out the raw (still escaped) path segment, so decode it here.
func decodeSegment(next resolver) resolver {
	return func(raw string) (string, error) {
		name, err := url.PathUnescape(raw)
		if err != nil {
			return "", errors.New("malformed snapshot name")
		}
		return next(name)
	}
}

func underEnclosure(enclosure string) resolver {
	return func(name string) (string, error) {
		return filepath.Join(snapshotRoot, enclosure, name), nil
	}
}

func snapshotHandler(w http.ResponseWriter, r *http.Request) {
	enclosure := chi.URLParam(r, "enclosure")
	if !enclosurePattern.MatchString(enclosure) {
		http.Error(w, "unknown enclosure", http.StatusNotFound)
		return
	}
	resolve := rejectDotSegments(decodeSegment(underEnclosure(enclosure)))
	path, err := resolve(chi.URLParam(r, "name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		http.Error(w, "snapshot not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(data)
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Get("/enclosures/{enclosure}/snapshots/{name}", snapshotHandler)

	srv := &http.Server{
		Addr:              envOr("LISTEN_ADDR", ":8080"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
