// HTTP client for the upstream billing provider, configured with the provider's CA bundle.
package billing

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

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func NewClient(baseURL, caFile string) (*Client, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, fmt.Errorf("read ca: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", caFile)
	}
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{
			RootCAs:            pool,
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
		},
		MaxIdleConns:    20,
		IdleConnTimeout: 90 * time.Second,
	}
	return &Client{
		baseURL: baseURL,
		apiKey:  os.Getenv("BILLING_API_KEY"),
		http:    &http.Client{Transport: transport, Timeout: 15 * time.Second},
	}, nil
}

func (c *Client) Charge(customerID string, amountCents int64) error {
	body, _ := json.Marshal(map[string]interface{}{"customer": customerID, "amount": amountCents})
	req, err := http.NewRequest(http.MethodPost, c.baseURL+"/v1/charges", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("billing: status %d", resp.StatusCode)
	}
	return nil
}
