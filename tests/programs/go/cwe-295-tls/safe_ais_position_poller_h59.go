// Unseen set h59: ais position poller
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

// VesselPosition is one AIS report from the harbour authority gateway.
type VesselPosition struct {
	MMSI      string  `json:"mmsi"`
	Lat       float64 `json:"lat"`
	Lon       float64 `json:"lon"`
	SpeedKn   float64 `json:"sog"`
	Timestamp string  `json:"ts"`
}

type AISClient interface {
	Positions(ctx context.Context, bbox string) ([]VesselPosition, error)
}

type httpAISClient struct {
	http    *http.Client
	baseURL string
	token   string
}

func newAISClient(baseURL, token, caFile string) (*httpAISClient, error) {
	pemData, err := os.ReadFile(caFile)
	if err != nil {
		return nil, fmt.Errorf("read harbour authority CA: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemData) {
		return nil, errors.New("no certificates in harbour authority CA bundle")
	}
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{
			MinVersion: tls.VersionTLS12,
			RootCAs:    pool,
		},
	}
	return &httpAISClient{
		http:    &http.Client{Transport: transport, Timeout: 15 * time.Second},
		baseURL: baseURL,
		token:   token,
	}, nil
}

func (c *httpAISClient) Positions(ctx context.Context, bbox string) ([]VesselPosition, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet,
		c.baseURL+"/v2/positions?bbox="+url.QueryEscape(bbox), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("gateway answered %d", resp.StatusCode)
	}
	var positions []VesselPosition
	err = json.NewDecoder(resp.Body).Decode(&positions)
	return positions, err
}

// ApproachMonitor tracks vessels inside the pilot boarding area.
type ApproachMonitor struct {
	ais  AISClient
	bbox string
	seen map[string]time.Time
}

func (m *ApproachMonitor) Tick(ctx context.Context) error {
	positions, err := m.ais.Positions(ctx, m.bbox)
	if err != nil {
		return err
	}
	for _, p := range positions {
		if _, known := m.seen[p.MMSI]; !known {
			log.Printf("vessel %s entered approach area at %.1f kn", p.MMSI, p.SpeedKn)
		}
		m.seen[p.MMSI] = time.Now()
	}
	return nil
}

func main() {
	client, err := newAISClient(os.Getenv("AIS_BASE_URL"), os.Getenv("AIS_TOKEN"), os.Getenv("AIS_CA_FILE"))
	if err != nil {
		log.Fatal(err)
	}
	monitor := &ApproachMonitor{ais: client, bbox: "51.88,4.00,52.02,4.30", seen: map[string]time.Time{}}
	ticker := time.NewTicker(30 * time.Second)
	defer ticker.Stop()
	for range ticker.C {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		if err := monitor.Tick(ctx); err != nil {
			log.Printf("poll: %v", err)
		}
		cancel()
	}
}
