// A telemetry relay program of the h67 set (cwe-295-tls).
// falconers: relay GPS telemetry fixes for flown birds from the tracker vendor's API
package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/google/wire"
)

type TrackerConfig struct {
	BaseURL string
	APIKey  string
	Timeout time.Duration
}

func NewTrackerConfig() TrackerConfig {
	return TrackerConfig{
		BaseURL: "https://api.skytrack-telemetry.example/v3",
		APIKey:  os.Getenv("SKYTRACK_API_KEY"),
		Timeout: 10 * time.Second,
	}
}

func NewHTTPClient(cfg TrackerConfig) *http.Client {
	transport := &http.Transport{
		Proxy:               http.ProxyFromEnvironment,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true},
		MaxIdleConns:        20,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 5 * time.Second,
	}
	return &http.Client{Transport: transport, Timeout: cfg.Timeout}
}

type Fix struct {
	At       time.Time `json:"at"`
	Lat      float64   `json:"lat"`
	Lon      float64   `json:"lon"`
	Altitude float64   `json:"alt_m"`
}

type TrackerClient struct {
	cfg  TrackerConfig
	http *http.Client
}

func NewTrackerClient(cfg TrackerConfig, c *http.Client) *TrackerClient {
	return &TrackerClient{cfg: cfg, http: c}
}

func (t *TrackerClient) Fixes(ctx context.Context, tagID int, since time.Time) ([]Fix, error) {
	url := fmt.Sprintf("%s/tags/%d/fixes?since=%s", t.cfg.BaseURL, tagID, since.UTC().Format(time.RFC3339))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+t.cfg.APIKey)
	resp, err := t.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("tracker returned %s", resp.Status)
	}
	var fixes []Fix
	if err := json.NewDecoder(resp.Body).Decode(&fixes); err != nil {
		return nil, err
	}
	return fixes, nil
}

type FixHandler struct {
	tracker *TrackerClient
}

func NewFixHandler(t *TrackerClient) *FixHandler {
	return &FixHandler{tracker: t}
}

func (h *FixHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	tagID, err := strconv.Atoi(r.PathValue("tag"))
	if err != nil || tagID <= 0 {
		http.Error(w, "unknown tag", http.StatusNotFound)
		return
	}
	fixes, err := h.tracker.Fixes(r.Context(), tagID, time.Now().Add(-6*time.Hour))
	if err != nil {
		log.Printf("tag %d: %v", tagID, err)
		http.Error(w, "tracker unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(fixes)
}

func NewServer(h *FixHandler) *http.Server {
	mux := http.NewServeMux()
	mux.Handle("GET /birds/{tag}/fixes", h)
	return &http.Server{Addr: ":8091", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
}

var providerSet = wire.NewSet(NewTrackerConfig, NewHTTPClient, NewTrackerClient, NewFixHandler, NewServer)

// InitializeServer matches the injector that wire generates from providerSet.
func InitializeServer() *http.Server {
	cfg := NewTrackerConfig()
	client := NewHTTPClient(cfg)
	tracker := NewTrackerClient(cfg, client)
	handler := NewFixHandler(tracker)
	return NewServer(handler)
}

func main() {
	srv := InitializeServer()
	log.Fatal(srv.ListenAndServe())
}
