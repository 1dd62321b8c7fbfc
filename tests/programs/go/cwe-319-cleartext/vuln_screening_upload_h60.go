// A screening upload program of the h60 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"
)

// Regional reference laboratory that receives donation screening results.
const labEndpoint = "http://results.northvale-reflab.org/api/v2/screenings"

type screening struct {
	DonationID string    `json:"donation_id"`
	DonorID    string    `json:"donor_id"`
	BloodType  string    `json:"blood_type"`
	HIV        string    `json:"hiv"`
	HBV        string    `json:"hbv"`
	HCV        string    `json:"hcv"`
	TestedAt   time.Time `json:"tested_at"`
}

// readAnalyzer streams JSON results written by the analyser bridge on stdin.
func readAnalyzer(r io.Reader) <-chan screening {
	out := make(chan screening)
	go func() {
		defer close(out)
		dec := json.NewDecoder(r)
		for {
			var s screening
			if err := dec.Decode(&s); err != nil {
				if err != io.EOF {
					log.Printf("analyser stream: %v", err)
				}
				return
			}
			out <- s
		}
	}()
	return out
}

// batches groups results so the lab receives at most one request per wait.
func batches(ctx context.Context, in <-chan screening, size int, wait time.Duration) <-chan []screening {
	out := make(chan []screening)
	go func() {
		defer close(out)
		var buf []screening
		tick := time.NewTicker(wait)
		defer tick.Stop()
		flush := func() {
			if len(buf) > 0 {
				out <- buf
				buf = nil
			}
		}
		for {
			select {
			case <-ctx.Done():
				flush()
				return
			case s, ok := <-in:
				if !ok {
					flush()
					return
				}
				if buf = append(buf, s); len(buf) >= size {
					flush()
				}
			case <-tick.C:
				flush()
			}
		}
	}()
	return out
}

func send(ctx context.Context, client *http.Client, batch []screening) error {
	body, err := json.Marshal(batch)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, labEndpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+os.Getenv("REFLAB_TOKEN"))
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("lab rejected batch: %s", resp.Status)
	}
	return nil
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	client := &http.Client{Timeout: 15 * time.Second}
	for batch := range batches(ctx, readAnalyzer(os.Stdin), 50, 30*time.Second) {
		if err := send(context.Background(), client, batch); err != nil {
			log.Printf("batch of %d results: %v", len(batch), err)
		}
	}
}
