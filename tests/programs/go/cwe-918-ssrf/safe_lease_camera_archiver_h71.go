// A lease camera archiver program of the h71 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/segmentio/kafka-go"
)

var ErrCameraURL = errors.New("snapshot URL is not a lease camera")

type snapshotEvent struct {
	Lease       string   `json:"lease"`
	Buoy        string   `json:"buoy"`
	TakenAt     int64    `json:"taken_at"`
	SnapshotURL string   `json:"snapshot_url"`
	Mirrors     []string `json:"mirrors"`
}

func checkCameraURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrCameraURL, err)
	}
	if u.Scheme != "https" || !strings.HasSuffix(strings.ToLower(u.Hostname()), ".cams.tidewater-leases.net") {
		return fmt.Errorf("%w: %s", ErrCameraURL, u.Redacted())
	}
	return nil
}

func fold[T, A any](xs []T, acc A, f func(A, T) A) A {
	for _, x := range xs {
		acc = f(acc, x)
	}
	return acc
}

type archiver struct {
	dir    string
	client *http.Client
}

func (a *archiver) candidates(ev snapshotEvent) []string {
	all := append([]string{ev.SnapshotURL}, ev.Mirrors...)
	return fold(all, []string{}, func(acc []string, m string) []string {
		if err := checkCameraURL(m); err != nil {
			log.Printf("buoy %s: snapshot source ignored: %v", ev.Buoy, err)
			return acc
		}
		return append(acc, m)
	})
}

func (a *archiver) handle(ctx context.Context, ev snapshotEvent) error {
	dst := filepath.Join(a.dir, filepath.Base(ev.Lease), fmt.Sprintf("%s-%d.jpg", filepath.Base(ev.Buoy), ev.TakenAt))
	var lastErr error = ErrCameraURL
fetch:
	for _, src := range a.candidates(ev) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, src, nil)
		if err != nil {
			lastErr = err
			continue
		}
		resp, err := a.client.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			lastErr = fmt.Errorf("fetch %s: status %d: %v", src, resp.StatusCode, err)
			continue
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o640); err != nil {
			return err
		}
		lastErr = nil
		break fetch
	}
	return lastErr
}

func main() {
	a := &archiver{dir: "/srv/leases/snapshots", client: &http.Client{
		Timeout: 20 * time.Second,
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			return checkCameraURL(req.URL.String())
		},
	}}
	r := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "snapshot-archiver",
		Topic:   "buoy.snapshots",
	})
	defer r.Close()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return
			}
			log.Fatalf("fetch: %v", err)
		}
		var ev snapshotEvent
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			log.Printf("offset %d: bad event: %v", msg.Offset, err)
		} else if err := a.handle(ctx, ev); err != nil {
			log.Printf("lease %s buoy %s: %v", ev.Lease, ev.Buoy, err)
		}
		if err := r.CommitMessages(ctx, msg); err != nil {
			log.Printf("commit: %v", err)
		}
	}
}
