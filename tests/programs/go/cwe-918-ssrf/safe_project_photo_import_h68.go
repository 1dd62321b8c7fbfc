// A project photo import program of the h68 set (cwe-918-ssrf).
// vintage car restorers: imports a customer's "before" photos of their car from a photo-sharing link into the project file
package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var photoHosts = []string{"i.imgur.com", "live.staticflickr.com", "photos.smugmug.com", "lh3.googleusercontent.com"}

var fetcher = &http.Client{
	Timeout: 15 * time.Second,
	CheckRedirect: func(req *http.Request, _ []*http.Request) error {
		if !allowed(req.URL.String()) {
			return fmt.Errorf("redirect to %s not followed", req.URL.Host)
		}
		return nil
	},
}

type importRequest struct {
	URLs []string `json:"urls"`
}

func allowed(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return false
	}
	return slices.Contains(photoHosts, u.Hostname())
}

func fetchPhoto(r *http.Request, raw, dest string) error {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodGet, raw, nil)
	if err != nil {
		return err
	}
	resp, err := fetcher.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s", raw, resp.Status)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "image/") {
		slog.Warn("photo import: unexpected content type", "url", raw, "type", ct)
	}
	f, err := os.Create(dest)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, io.LimitReader(resp.Body, 25<<20))
	return err
}

func importPhotos(root string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		project := chi.URLParam(r, "project")
		var in importRequest
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || len(in.URLs) == 0 {
			http.Error(w, "send {\"urls\": [...]}", http.StatusBadRequest)
			return
		}
		dir := filepath.Join(root, filepath.Base(project), "before")
		if err := os.MkdirAll(dir, 0o750); err != nil {
			http.Error(w, "storage unavailable", http.StatusInternalServerError)
			return
		}
		imported := 0
		for i, raw := range in.URLs[:min(len(in.URLs), 20)] {
			if !allowed(raw) {
				continue
			}
			dest := filepath.Join(dir, fmt.Sprintf("import-%02d.img", i))
			if err := fetchPhoto(r, raw, dest); err != nil {
				slog.Warn("photo import failed", "project", project, "err", err)
				continue
			}
			imported++
		}
		json.NewEncoder(w).Encode(map[string]int{"imported": imported, "submitted": len(in.URLs)})
	}
}

func main() {
	root := cmp.Or(os.Getenv("PROJECTS_DIR"), "/srv/coachworks/projects")
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Timeout(60*time.Second))
	r.Post("/projects/{project}/photos/import", importPhotos(root))
	http.ListenAndServe(":8099", r)
}
