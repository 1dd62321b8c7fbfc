// Waste collection depot gateway: batches bin fill-level readings from local sensors and uploads them to the fleet platform.
package gateway

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"
	"time"
)

type Reading struct {
	BinID   string    `json:"bin_id"`
	FillPct int       `json:"fill_pct"`
	Taken   time.Time `json:"taken"`
}

type UplinkConfig struct {
	PlatformURL string
	DeviceToken string
	BatchSize   int
}

func UplinkConfigFromEnv() UplinkConfig {
	url := os.Getenv("PLATFORM_URL")
	if url == "" {
		url = "http://ingest.fleetbins.example/v1/readings"
	}
	return UplinkConfig{PlatformURL: url, DeviceToken: os.Getenv("DEVICE_TOKEN"), BatchSize: 50}
}

type Uplink struct {
	cfg    UplinkConfig
	client *http.Client
	mu     sync.Mutex
	buf    []Reading
}

func NewUplink(cfg UplinkConfig) *Uplink {
	return &Uplink{cfg: cfg, client: &http.Client{Timeout: 20 * time.Second}}
}

func (u *Uplink) Add(r Reading) error {
	u.mu.Lock()
	u.buf = append(u.buf, r)
	if len(u.buf) < u.cfg.BatchSize {
		u.mu.Unlock()
		return nil
	}
	batch := u.buf
	u.buf = nil
	u.mu.Unlock()
	return u.flush(batch)
}

func (u *Uplink) flush(batch []Reading) error {
	body, _ := json.Marshal(batch)
	req, err := http.NewRequest(http.MethodPost, u.cfg.PlatformURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+u.cfg.DeviceToken)
	resp, err := u.client.Do(req)
	if err != nil {
		return fmt.Errorf("uplink: %w", err)
	}
	return resp.Body.Close()
}
