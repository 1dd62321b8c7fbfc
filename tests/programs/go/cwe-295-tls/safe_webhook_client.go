// Outbound webhook dispatcher that posts event payloads to configured partner endpoints.
package webhooks

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

type DispatcherConfig struct {
	CABundlePath string
	Timeout      time.Duration
}

type Dispatcher struct {
	client *http.Client
}

func NewDispatcher(cfg DispatcherConfig) (*Dispatcher, error) {
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if cfg.CABundlePath != "" {
		pem, err := os.ReadFile(cfg.CABundlePath)
		if err != nil {
			return nil, err
		}
		pool.AppendCertsFromPEM(pem)
	}
	tlsCfg := &tls.Config{
		RootCAs:    pool,
		MinVersion: tls.VersionTLS12,
	}
	transport := &http.Transport{
		TLSClientConfig:     tlsCfg,
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
	}
	return &Dispatcher{client: &http.Client{Transport: transport, Timeout: cfg.Timeout}}, nil
}

func (d *Dispatcher) Send(endpoint string, event interface{}) error {
	body, err := json.Marshal(event)
	if err != nil {
		return err
	}
	resp, err := d.client.Post(endpoint, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook %s returned %d", endpoint, resp.StatusCode)
	}
	return nil
}
