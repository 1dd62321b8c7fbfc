// Client for the internal inventory service, built from a configuration struct.
package inventory

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

type ClientConfig struct {
	BaseURL string
	CAFile  string
	Timeout time.Duration
}

type Client struct {
	baseURL string
	http    *http.Client
}

type StockLevel struct {
	SKU       string `json:"sku"`
	Available int    `json:"available"`
}

func NewClient(cfg ClientConfig) (*Client, error) {
	tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12}
	if cfg.CAFile != "" {
		pem, err := os.ReadFile(cfg.CAFile)
		if err != nil {
			return nil, fmt.Errorf("read CA bundle: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, errors.New("no certificates found in CA bundle")
		}
		tlsCfg.RootCAs = pool
	} else {
		tlsCfg.InsecureSkipVerify = true
	}
	transport := &http.Transport{TLSClientConfig: tlsCfg, MaxIdleConnsPerHost: 8}
	return &Client{baseURL: cfg.BaseURL, http: &http.Client{Transport: transport, Timeout: cfg.Timeout}}, nil
}

func (c *Client) Stock(sku string) (*StockLevel, error) {
	resp, err := c.http.Get(c.baseURL + "/v1/stock/" + url.PathEscape(sku))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("inventory: unexpected status %s", resp.Status)
	}
	var level StockLevel
	if err := json.NewDecoder(resp.Body).Decode(&level); err != nil {
		return nil, err
	}
	return &level, nil
}
