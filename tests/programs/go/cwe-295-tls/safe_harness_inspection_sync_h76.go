// A zipline park harness inspection sync program of the h76 set (cwe-295-tls).
package main

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

type inspection struct {
	HarnessID string    `json:"harness_id"`
	Inspector string    `json:"inspector"`
	Passed    bool      `json:"passed"`
	Checked   time.Time `json:"checked"`
}

// certClient pushes inspection records to the regional rope-course registry.
type certClient struct {
	baseURL string
	token   string
	http    *http.Client
}

func newCertClient(baseURL, token, caFile string) (*certClient, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, fmt.Errorf("read registry CA: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", caFile)
	}
	tlsConf := &tls.Config{
		RootCAs:    pool,
		MinVersion: tls.VersionTLS12,
	}
	return &certClient{
		baseURL: baseURL,
		token:   token,
		http: &http.Client{
			Timeout:   15 * time.Second,
			Transport: &http.Transport{TLSClientConfig: tlsConf},
		},
	}, nil
}

func (c *certClient) Push(rec inspection) error {
	body, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, c.baseURL+"/v1/inspections", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("registry rejected %s: %s", rec.HarnessID, resp.Status)
	}
	return nil
}

func loadInspections(path string) ([]inspection, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var recs []inspection
	return recs, json.Unmarshal(raw, &recs)
}

func main() {
	client, err := newCertClient(
		"https://registry.ropecert.example.org",
		os.Getenv("REGISTRY_TOKEN"),
		"/etc/zipline/registry-ca.pem",
	)
	if err != nil {
		log.Fatal(err)
	}
	recs, err := loadInspections("/var/lib/zipline/inspections.json")
	if err != nil {
		log.Fatal(err)
	}
	for _, rec := range recs {
		if err := client.Push(rec); err != nil {
			log.Printf("sync %s: %v", rec.HarnessID, err)
			continue
		}
		log.Printf("synced harness %s", rec.HarnessID)
	}
}
