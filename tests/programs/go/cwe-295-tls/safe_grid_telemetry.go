// Client that pushes substation telemetry batches to the regional grid operator's ingestion API.
package telemetry

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"
)

type ClientConfig struct {
	Endpoint string
	APIToken string
	CAFile   string
	Timeout  time.Duration
}

type Reading struct {
	SubstationID string    `json:"substation_id"`
	LoadMW       float64   `json:"load_mw"`
	FrequencyHz  float64   `json:"frequency_hz"`
	Timestamp    time.Time `json:"ts"`
}

type GridClient struct {
	cfg  ClientConfig
	http *http.Client
}

func NewGridClient(cfg ClientConfig) (*GridClient, error) {
	pool := x509.NewCertPool()
	if caPEM, err := os.ReadFile(cfg.CAFile); err != nil || !pool.AppendCertsFromPEM(caPEM) {
		return nil, errors.New("cannot load grid operator CA bundle " + cfg.CAFile)
	}
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool},
		IdleConnTimeout: 90 * time.Second,
	}
	return &GridClient{cfg: cfg, http: &http.Client{Transport: transport, Timeout: cfg.Timeout}}, nil
}

func (g *GridClient) Push(batch []Reading) error {
	body, err := json.Marshal(batch)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, g.cfg.Endpoint+"/v1/readings", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+g.cfg.APIToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("grid operator rejected batch: %s", resp.Status)
	}
	return nil
}
