// A campground map tiles program of the h62 set (cwe-022-path).
package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

type ctxKey string

const layerKey ctxKey = "layer"

// Tile files are named like "loop-b_z14.png": site loop, then zoom level.
var tileName = regexp.MustCompile(`[a-z0-9-]+_z[0-9]{1,2}\.png`)

var seasons = map[string]bool{"summer": true, "winter": true}

type tileServer struct {
	dir string
}

// requireLayer reads the requested layer from the query string and stores it
// on the request context for the tile handler.
func requireLayer(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		layer := r.URL.Query().Get("layer")
		if !tileName.MatchString(layer) {
			http.Error(w, "unknown map layer", http.StatusBadRequest)
			return
		}
		ctx := context.WithValue(r.Context(), layerKey, layer)
		next(w, r.WithContext(ctx))
	}
}

func (t tileServer) path(season, layer string) string {
	return filepath.Join(t.dir, season, layer)
}

func (t tileServer) tile(w http.ResponseWriter, r *http.Request) {
	season := r.PathValue("season")
	if !seasons[season] {
		http.NotFound(w, r)
		return
	}
	layer, _ := r.Context().Value(layerKey).(string)
	data, err := os.ReadFile(t.path(season, layer))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	_, _ = w.Write(data)
}

func main() {
	ts := tileServer{dir: os.Getenv("TILE_DIR")}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /maps/{season}/tiles", requireLayer(ts.tile))
	srv := &http.Server{
		Addr:              ":8080",
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
