// A tank inspection sync program of the h71 set (cwe-295-tls).
package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

var ErrEmptyBundle = errors.New("CA bundle contains no certificates")

type inspection struct {
	Serial      string    `json:"cylinder_serial"`
	InspectedAt time.Time `json:"inspected_at"`
	Inspector   string    `json:"inspector_id"`
	Result      string    `json:"result"`
	Notes       string    `json:"notes,omitempty"`
}

func loadPool(caFile string) (*x509.CertPool, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, fmt.Errorf("read CA bundle: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("%s: %w", caFile, ErrEmptyBundle)
	}
	return pool, nil
}

func registryTLS(caFile string) (*tls.Config, error) {
	pool, err := loadPool(caFile)
	if err != nil {
		return nil, fmt.Errorf("registry CA: %w", err)
	}
	return &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool}, nil
}

type syncer struct {
	client   *http.Client
	endpoint string
	shopID   string
	spool    string
}

func (s *syncer) pending() ([]inspection, error) {
	data, err := os.ReadFile(s.spool)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read spool: %w", err)
	}
	var out []inspection
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("decode spool: %w", err)
	}
	return out, nil
}

func (s *syncer) push(ctx context.Context) error {
	batch, err := s.pending()
	if err != nil || len(batch) == 0 {
		return err
	}
	body, err := json.Marshal(map[string]any{"shop_id": s.shopID, "inspections": batch})
	if err != nil {
		return fmt.Errorf("encode batch: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+os.Getenv("REGISTRY_TOKEN"))

	resp, err := s.client.Do(req)
	if err != nil {
		return fmt.Errorf("post batch: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("registry answered %s", resp.Status)
	}
	log.Printf("uploaded %d inspections", len(batch))
	return os.Remove(s.spool)
}

func main() {
	tlsCfg, err := registryTLS("/etc/diveshop/registry-ca.pem")
	if err != nil {
		log.Fatal(err)
	}
	s := &syncer{
		client:   &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{TLSClientConfig: tlsCfg}},
		endpoint: "https://api.cylinder-registry.nordsee-tauchen.de/v2/inspections",
		shopID:   os.Getenv("DIVESHOP_ID"),
		spool:    "/var/spool/diveshop/inspections.json",
	}

	ticker := time.NewTicker(15 * time.Minute)
	defer ticker.Stop()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		if err := s.push(ctx); err != nil {
			log.Printf("sync: %v", err)
		}
		cancel()
		<-ticker.C
	}
}
