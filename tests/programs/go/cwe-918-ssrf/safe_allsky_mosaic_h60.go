// A allsky mosaic program of the h60 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/mux"
	"golang.org/x/sync/errgroup"
)

// Cameras on the site network, by the name used in the viewer.
var cameras = map[string]string{
	"north": "cam-north.allsky.observatory.internal",
	"east":  "cam-east.allsky.observatory.internal",
	"south": "cam-south.allsky.observatory.internal",
	"west":  "cam-west.allsky.observatory.internal",
}

var cameraClient = &http.Client{Timeout: 5 * time.Second}

// cameraHost maps a name from the viewer to an all-sky camera on the site network.
func cameraHost(name string) (string, error) {
	host, ok := cameras[strings.TrimSpace(name)]
	if !ok {
		return "", errors.New("not an all-sky camera: " + name)
	}
	return host, nil
}

func grab(ctx context.Context, host string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://"+host+"/snapshot.jpg", nil)
	if err != nil {
		return nil, err
	}
	resp, err := cameraClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, errors.New(resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 4<<20))
}

// mosaicHandler fetches the latest frame of every requested camera in parallel.
func mosaicHandler(w http.ResponseWriter, r *http.Request) {
	names := strings.Split(r.URL.Query().Get("cameras"), ",")
	if len(names) > 8 {
		http.Error(w, "at most 8 cameras", http.StatusBadRequest)
		return
	}
	var mu sync.Mutex
	frames := make(map[string]string, len(names))
	g, ctx := errgroup.WithContext(r.Context())
	for _, name := range names {
		name := name
		g.Go(func() error {
			host, err := cameraHost(name)
			if err != nil {
				return err
			}
			img, err := grab(ctx, host)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			mu.Lock()
			frames[name] = base64.StdEncoding.EncodeToString(img)
			mu.Unlock()
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"taken": time.Now().UTC(), "frames": frames})
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/sky/mosaic", mosaicHandler).Methods(http.MethodGet)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
