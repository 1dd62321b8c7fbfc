// Client that pushes outage and restoration events from the grid operations platform to a partner's HTTPS webhook.
package gridevents

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

type Event struct {
	Feeder   string    `json:"feeder"`
	Kind     string    `json:"kind"`
	Affected int       `json:"affected_premises"`
	At       time.Time `json:"at"`
}

type Option func(*http.Client) error

func WithPartnerTLS(serverName, caFile string) Option {
	return func(c *http.Client) error {
		pool := x509.NewCertPool()
		if pem, err := os.ReadFile(caFile); err != nil || !pool.AppendCertsFromPEM(pem) {
			return fmt.Errorf("loading partner CA %s: %v", caFile, err)
		}
		c.Transport = &http.Transport{
			TLSClientConfig: &tls.Config{
				ServerName: serverName,
				RootCAs:    pool,
				MinVersion: tls.VersionTLS12,
			},
			MaxIdleConnsPerHost: 4,
		}
		return nil
	}
}

func NewClient(opts ...Option) (*http.Client, error) {
	c := &http.Client{}
	for _, o := range opts {
		if err := o(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func Publish(ctx context.Context, c *http.Client, endpoint string, ev Event) error {
	body, _ := json.Marshal(ev)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("partner webhook returned %s", resp.Status)
	}
	return nil
}
