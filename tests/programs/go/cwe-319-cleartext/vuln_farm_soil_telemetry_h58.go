// farm soil telemetry (h58 set)
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"
)

// coopEndpoint is the agronomy co-operative's ingestion API for field sensors.
const coopEndpoint = "http://ingest.greenfurrow-coop.org/v2/fields/readings"

type Reading struct {
	Field       string    `json:"field"`
	Probe       string    `json:"probe"`
	MoisturePct float64   `json:"moisture_pct"`
	SoilTempC   float64   `json:"soil_temp_c"`
	NitrateMgKg float64   `json:"nitrate_mg_kg"`
	Taken       time.Time `json:"taken"`
}

// batches groups readings coming off the LoRa receiver into bounded uploads.
func batches(ctx context.Context, in <-chan Reading, size int, every time.Duration) <-chan []Reading {
	out := make(chan []Reading)
	go func() {
		defer close(out)
		tick := time.NewTicker(every)
		defer tick.Stop()
		var buf []Reading
		flush := func() {
			if len(buf) > 0 {
				out <- buf
				buf = nil
			}
		}
		for {
			select {
			case r, ok := <-in:
				if !ok {
					flush()
					return
				}
				if buf = append(buf, r); len(buf) >= size {
					flush()
				}
			case <-tick.C:
				flush()
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

func upload(ctx context.Context, c *http.Client, token string, batch []Reading) error {
	body, err := json.Marshal(map[string]any{"farm": os.Getenv("FARM_ID"), "readings": batch})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, coopEndpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("co-op ingest answered %s", resp.Status)
	}
	return nil
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	token := os.Getenv("COOP_INGEST_TOKEN")
	client := &http.Client{Timeout: 30 * time.Second}

	readings := make(chan Reading)
	go receiveLoRa(ctx, readings)
	for batch := range batches(ctx, readings, 50, time.Minute) {
		if err := upload(ctx, client, token, batch); err != nil {
			log.Printf("upload of %d readings failed: %v", len(batch), err)
		}
	}
}

// receiveLoRa decodes uplinks from the field probes; the radio driver is elided here.
func receiveLoRa(ctx context.Context, out chan<- Reading) {
	defer close(out)
	<-ctx.Done()
}
