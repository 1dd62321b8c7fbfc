// A scan viewer program of the h73 set (cwe-022-path).
package main

import (
	"io"
	"log"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type scanArchive struct {
	base string
}

var variants = map[string]string{
	"":      "",
	"thumb": ".thumb",
	"web":   ".web",
}

func (a *scanArchive) openScan(rel string) (*os.File, error) {
	full := filepath.Join(a.base, filepath.FromSlash(rel))
	if !strings.HasPrefix(full, a.base) {
		return nil, os.ErrPermission
	}
	return os.Open(full)
}

// GET /scans/{country}/{issue}.jpg@thumb
func (a *scanArchive) serveScan(w http.ResponseWriter, r *http.Request) {
	raw := chi.URLParam(r, "*")
	rel, err := url.PathUnescape(raw)
	if err != nil {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}

	rel, variant, _ := strings.Cut(rel, "@")
	suffix, ok := variants[strings.ToLower(variant)]
	if !ok {
		http.Error(w, "unknown size", http.StatusBadRequest)
		return
	}
	ext := filepath.Ext(rel)
	rel = strings.TrimSuffix(rel, ext) + suffix + ext

	f, err := a.openScan(rel)
	if err != nil {
		if os.IsPermission(err) {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	if ct := mime.TypeByExtension(ext); ct != "" {
		w.Header().Set("Content-Type", ct)
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	if _, err := io.Copy(w, f); err != nil {
		log.Printf("send %s: %v", rel, err)
	}
}

func main() {
	base := os.Getenv("SCAN_ARCHIVE")
	if base == "" {
		base = "/srv/philately/scans"
	}
	archive := &scanArchive{base: filepath.Clean(base)}

	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.Logger)
	r.Get("/scans/*", archive.serveScan)

	log.Println("scan viewer listening on :8090")
	log.Fatal(http.ListenAndServe(":8090", r))
}
