// A segway waiver upload program of the h74 set (cwe-319-cleartext).
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
	"path/filepath"
	"sync"
	"time"
)

const intakeURL = "https://intake.rollsure-insurance.com/v1/waivers"

type waiver struct {
	RiderName    string `json:"rider_name"`
	DateOfBirth  string `json:"date_of_birth"`
	Phone        string `json:"phone"`
	TourID       string `json:"tour_id"`
	SignaturePNG string `json:"signature_png_b64"`
	SignedAt     string `json:"signed_at"`
}

type uploadResult struct {
	path string
	err  error
}

func upload(ctx context.Context, client *http.Client, path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var w waiver
	if err := json.Unmarshal(raw, &w); err != nil {
		return fmt.Errorf("corrupt waiver: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, intakeURL, bytes.NewReader(raw))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.SetBasicAuth(os.Getenv("ROLLSURE_USER"), os.Getenv("ROLLSURE_PASS"))
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("intake rejected %s: %s", w.TourID, resp.Status)
	}
	return nil
}

func sweep(ctx context.Context, client *http.Client, spool string) {
	paths, _ := filepath.Glob(filepath.Join(spool, "*.json"))
	jobs := make(chan string)
	results := make(chan uploadResult)
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				results <- uploadResult{path: p, err: upload(ctx, client, p)}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, p := range paths {
			select {
			case jobs <- p:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	for r := range results {
		if r.err != nil {
			log.Printf("waiver %s: %v", filepath.Base(r.path), r.err)
			continue
		}
		os.Rename(r.path, filepath.Join(spool, "sent", filepath.Base(r.path)))
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	spool := "/var/spool/segway-waivers"
	os.MkdirAll(filepath.Join(spool, "sent"), 0o700)
	client := &http.Client{Timeout: 15 * time.Second}

	ticker := time.NewTicker(time.Minute)
	defer ticker.Stop()
	for {
		sweep(ctx, client, spool)
		select {
		case <-ticker.C:
		case <-ctx.Done():
			return
		}
	}
}
