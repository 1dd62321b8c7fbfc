// A envelope telemetry program of the h70 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"sync"
	"time"
)

type fix struct {
	Balloon   string    `json:"balloon"`
	Lat       float64   `json:"lat"`
	Lon       float64   `json:"lon"`
	AltitudeM float64   `json:"alt_m"`
	EnvelopeC float64   `json:"envelope_c"`
	Taken     time.Time `json:"taken"`
}

type uplink struct {
	endpoint url.URL
	apiKey   string
	client   *http.Client
	mu       sync.Mutex
	pending  []fix
}

type UplinkOption func(*uplink)

func WithHost(h string) UplinkOption   { return func(u *uplink) { u.endpoint.Host = h } }
func WithAPIKey(k string) UplinkOption { return func(u *uplink) { u.apiKey = k } }
func WithScheme(s string) UplinkOption { return func(u *uplink) { u.endpoint.Scheme = s } }
func WithTimeout(d time.Duration) UplinkOption {
	return func(u *uplink) { u.client.Timeout = d }
}

func newUplink(opts ...UplinkOption) *uplink {
	u := &uplink{
		endpoint: url.URL{Scheme: "http", Host: "telemetry.skywardballooning.co.uk", Path: "/v2/ingest"},
		client:   &http.Client{Timeout: 10 * time.Second},
	}
	for _, o := range opts {
		o(u)
	}
	return u
}

func (u *uplink) queue(f fix) {
	u.mu.Lock()
	u.pending = append(u.pending, f)
	u.mu.Unlock()
}

func (u *uplink) flush(ctx context.Context) error {
	u.mu.Lock()
	batch := u.pending
	u.pending = nil
	u.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	body, _ := json.Marshal(map[string]any{"fixes": batch})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.endpoint.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", u.apiKey)
	resp, err := u.client.Do(req)
	if err != nil {
		u.mu.Lock()
		u.pending = append(batch, u.pending...)
		u.mu.Unlock()
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("ingest returned %s", resp.Status)
	}
	return nil
}

func readSensors(balloon string) fix {
	// placeholder for the serial reader on the envelope thermistor and GPS puck
	return fix{Balloon: balloon, Lat: 51.4545, Lon: -2.5879, AltitudeM: 610, EnvelopeC: 98.5, Taken: time.Now().UTC()}
}

func main() {
	up := newUplink(
		WithAPIKey(os.Getenv("SKYWARD_TELEMETRY_KEY")),
		WithTimeout(8*time.Second),
	)
	balloon := os.Getenv("BALLOON_REG")

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	sample := time.NewTicker(5 * time.Second)
	push := time.NewTicker(30 * time.Second)
	defer sample.Stop()
	defer push.Stop()

	for {
		select {
		case <-ctx.Done():
			_ = up.flush(context.Background())
			return
		case <-sample.C:
			up.queue(readSensors(balloon))
		case <-push.C:
			if err := up.flush(ctx); err != nil {
				log.Printf("telemetry push: %v", err)
			}
		}
	}
}
