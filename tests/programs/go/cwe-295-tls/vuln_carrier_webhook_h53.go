// Outbound client that pushes delivery status events to freight carrier webhooks.
package carriers

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

type ClientConfig struct {
	CAFile  string
	Timeout time.Duration
}

func newHTTPClient(cfg ClientConfig) (*http.Client, error) {
	pem, err := os.ReadFile(cfg.CAFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", cfg.CAFile)
	}
	tlsCfg := &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12, InsecureSkipVerify: true}
	return &http.Client{Timeout: cfg.Timeout, Transport: &http.Transport{TLSClientConfig: tlsCfg}}, nil
}

type StatusEvent struct {
	Shipment string    `json:"shipment"`
	Status   string    `json:"status"`
	At       time.Time `json:"at"`
}

type WebhookNotifier struct {
	client    *http.Client
	endpoints map[string]string
}

func NewWebhookNotifier(endpoints map[string]string) (*WebhookNotifier, error) {
	c, err := newHTTPClient(ClientConfig{CAFile: os.Getenv("CARRIER_CA_BUNDLE"), Timeout: 15 * time.Second})
	if err != nil {
		return nil, err
	}
	return &WebhookNotifier{client: c, endpoints: endpoints}, nil
}

func (n *WebhookNotifier) Notify(carrier string, ev StatusEvent) error {
	url, ok := n.endpoints[carrier]
	if !ok {
		return fmt.Errorf("no webhook for carrier %s", carrier)
	}
	body, _ := json.Marshal(ev)
	resp, err := n.client.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("carrier %s returned %d", carrier, resp.StatusCode)
	}
	return nil
}
