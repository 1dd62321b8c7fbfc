// A radio playlist report program of the h74 set (cwe-798-credentials).
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"time"
)

const reportEndpoint = "https://reporting.tunerights-society.org/api/v3/playlogs"

type credentials struct {
	User, Password, StationID string
}

var (
	credsOnce sync.Once
	creds     credentials
)

func stationCreds() credentials {
	credsOnce.Do(func() {
		creds = credentials{
			User:      os.Getenv("TUNERIGHTS_USER"),
			Password:  os.Getenv("TUNERIGHTS_PASSWORD"),
			StationID: os.Getenv("TUNERIGHTS_STATION_ID"),
		}
		if creds.User == "" || creds.Password == "" || creds.StationID == "" {
			log.Fatal("TUNERIGHTS_USER, TUNERIGHTS_PASSWORD and TUNERIGHTS_STATION_ID must be set")
		}
	})
	return creds
}

func fileLog(ctx context.Context, client *http.Client, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.WriteAll(rows)

	c := stationCreds()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, reportEndpoint+"?station="+c.StationID, &buf)
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.User, c.Password)
	req.Header.Set("Content-Type", "text/csv")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("%s: society returned %s", filepath.Base(path), resp.Status)
	}
	return nil
}

func nightlyRun(ctx context.Context, client *http.Client) {
	day := time.Now().AddDate(0, 0, -1).Format("2006-01-02")
	logs, _ := filepath.Glob(filepath.Join("/var/lib/radio/playlogs", day, "*.csv"))
	errs := make(chan error, len(logs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2) // the society rate-limits per station
	for _, p := range logs {
		wg.Add(1)
		go func(p string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			errs <- fileLog(ctx, client, p)
		}(p)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			log.Printf("playlog report %s: %v", day, err)
		}
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	client := &http.Client{Timeout: 30 * time.Second}
	for {
		now := time.Now()
		next := time.Date(now.Year(), now.Month(), now.Day()+1, 3, 30, 0, 0, now.Location())
		select {
		case <-time.After(time.Until(next)):
			nightlyRun(ctx, client)
		case <-ctx.Done():
			return
		}
	}
}
