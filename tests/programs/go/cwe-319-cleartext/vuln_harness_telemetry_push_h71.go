// A harness telemetry push program of the h71 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

var (
	ErrCollectorURL = errors.New("collector URL not usable")
	ErrPlainHTTP    = errors.New("collector URL must use https")
)

const defaultCollector = "http://rideops.skyreach-parks.net/v1/harness-checks"

type harnessCheck struct {
	RiderName  string    `json:"rider_name"`
	WaiverID   string    `json:"waiver_id"`
	WeightKG   float64   `json:"weight_kg"`
	HarnessTag string    `json:"harness_tag"`
	CheckedBy  string    `json:"checked_by"`
	CheckedAt  time.Time `json:"checked_at"`
}

func collectorURL(raw string) (*url.URL, error) {
	if raw == "" {
		raw = defaultCollector
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCollectorURL, err)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("%w: no host in %q", ErrCollectorURL, raw)
	}
	switch u.Scheme {
	case "https", "http":
		return u, nil
	default:
		return nil, fmt.Errorf("%w: scheme %q", ErrCollectorURL, u.Scheme)
	}
}

type tower struct {
	id        string
	collector *url.URL
	client    *http.Client
	queue     chan harnessCheck
}

func (t *tower) flush(ctx context.Context, batch []harnessCheck) error {
	body, err := json.Marshal(map[string]any{"tower": t.id, "checks": batch})
	if err != nil {
		return fmt.Errorf("encode: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.collector.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+os.Getenv("TOWER_TOKEN"))
	resp, err := t.client.Do(req)
	if err != nil {
		return fmt.Errorf("post: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("collector answered %s", resp.Status)
	}
	return nil
}

func (t *tower) run(ctx context.Context) {
	ticker := time.NewTicker(30 * time.Second)
	defer ticker.Stop()
	var batch []harnessCheck
	for {
		select {
		case <-ctx.Done():
			return
		case c := <-t.queue:
			batch = append(batch, c)
		case <-ticker.C:
			if len(batch) == 0 {
				continue
			}
			if err := t.flush(ctx, batch); err != nil {
				log.Printf("tower %s: keeping %d checks for next round: %v", t.id, len(batch), err)
				continue
			}
			batch = batch[:0]
		}
	}
}

func main() {
	u, err := collectorURL(os.Getenv("RIDEOPS_COLLECTOR_URL"))
	if err != nil {
		log.Fatal(err)
	}
	t := &tower{
		id:        os.Getenv("TOWER_ID"),
		collector: u,
		client:    &http.Client{Timeout: 10 * time.Second},
		queue:     make(chan harnessCheck, 256),
	}
	go func() {
		dec := json.NewDecoder(os.Stdin) // the check-in tablet app pipes one JSON object per rider
		for {
			var c harnessCheck
			if err := dec.Decode(&c); err != nil {
				log.Printf("stdin closed: %v", err)
				return
			}
			t.queue <- c
		}
	}()
	t.run(context.Background())
}
