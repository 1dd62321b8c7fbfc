// HTTP client that delivers signed webhook events to partner endpoints.
package webhooks

import (
	"bytes"
	"crypto/tls"
	"fmt"
	"net/http"
	"time"
)

type ClientConfig struct {
	Timeout   time.Duration
	MaxIdle   int
	UserAgent string
}

type Deliverer struct {
	client *http.Client
	ua     string
}

func NewDeliverer(cfg ClientConfig) *Deliverer {
	transport := &http.Transport{
		MaxIdleConns:        cfg.MaxIdle,
		TLSHandshakeTimeout: 5 * time.Second,
		TLSClientConfig: &tls.Config{
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
		},
	}
	return &Deliverer{
		client: &http.Client{Transport: transport, Timeout: cfg.Timeout},
		ua:     cfg.UserAgent,
	}
}

func (d *Deliverer) Send(endpoint string, payload []byte, signature string) error {
	req, err := http.NewRequest(http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", d.ua)
	req.Header.Set("X-Signature-256", signature)
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("endpoint returned %d", resp.StatusCode)
	}
	return nil
}

func (d *Deliverer) SendAsync(endpoint string, payload []byte, signature string, done chan<- error) {
	go func() {
		done <- d.Send(endpoint, payload, signature)
	}()
}
