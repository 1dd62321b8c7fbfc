// Fleet-management client that pushes configuration revisions to a site gateway over HTTPS.
package gateway

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

type ClientConfig struct {
	BaseURL string // e.g. https://gw-017.sites.fleetops.net
	CAFile  string
	Token   string
}

type Client struct {
	cfg  ClientConfig
	http *http.Client
}

func NewClient(cfg ClientConfig) (*Client, error) {
	pem, err := os.ReadFile(cfg.CAFile)
	if err != nil {
		return nil, fmt.Errorf("read gateway CA: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", cfg.CAFile)
	}
	tlsCfg := &tls.Config{
		RootCAs:    pool,
		MinVersion: tls.VersionTLS12,
	}
	hc := &http.Client{Transport: &http.Transport{TLSClientConfig: tlsCfg}, Timeout: 15 * time.Second}
	return &Client{cfg: cfg, http: hc}, nil
}

type ConfigRevision struct {
	Revision int               `json:"revision"`
	Values   map[string]string `json:"values"`
}

func (c *Client) Push(ctx context.Context, rev ConfigRevision) error {
	body, err := json.Marshal(rev)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, c.cfg.BaseURL+"/api/config", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent {
		return fmt.Errorf("gateway rejected revision %d: %s", rev.Revision, resp.Status)
	}
	return nil
}
