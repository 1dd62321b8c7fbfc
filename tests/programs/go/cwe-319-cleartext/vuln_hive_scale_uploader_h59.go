// Unseen set h59: hive scale uploader
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const ingestEndpoint = "http://ingest.apiarymetrics.io/v1/readings"

// Reading is one line emitted by the hive-scale serial reader.
type Reading struct {
	HiveID    string    `json:"hiveId"`
	WeightKg  float64   `json:"weightKg"`
	BroodTemp float64   `json:"broodTempC"`
	TakenAt   time.Time `json:"takenAt"`
}

type ReadingSink interface {
	Send(ctx context.Context, batch []Reading) error
}

type ingestClient struct {
	http     *http.Client
	endpoint string
	apiKey   string
}

func (c *ingestClient) Send(ctx context.Context, batch []Reading) error {
	body, err := json.Marshal(batch)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", c.apiKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("ingest answered %d", resp.StatusCode)
	}
	return nil
}

// Batcher groups readings so the gateway's LTE modem wakes up less often.
type Batcher struct {
	sink ReadingSink
	size int
	buf  []Reading
}

func (b *Batcher) Add(ctx context.Context, r Reading) error {
	b.buf = append(b.buf, r)
	if len(b.buf) < b.size {
		return nil
	}
	return b.Flush(ctx)
}

func (b *Batcher) Flush(ctx context.Context) error {
	if len(b.buf) == 0 {
		return nil
	}
	if err := b.sink.Send(ctx, b.buf); err != nil {
		return err
	}
	b.buf = b.buf[:0]
	return nil
}

func main() {
	sink := &ingestClient{
		http:     &http.Client{Timeout: 30 * time.Second},
		endpoint: ingestEndpoint,
		apiKey:   os.Getenv("APIARY_INGEST_KEY"),
	}
	batcher := &Batcher{sink: sink, size: 60}
	ctx := context.Background()

	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		var r Reading
		if err := json.Unmarshal(scanner.Bytes(), &r); err != nil {
			log.Printf("skipping line: %v", err)
			continue
		}
		if err := batcher.Add(ctx, r); err != nil {
			log.Printf("upload: %v", err)
		}
	}
	if err := batcher.Flush(ctx); err != nil {
		log.Printf("final upload: %v", err)
	}
}
