// Delivers signed event webhooks to partner endpoints concurrently.
package webhooks

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"net/http"
	"sync"
	"time"
)

type Endpoint struct {
	PartnerID string
	URL       string
}

type Dispatcher struct {
	client *http.Client
	signer func([]byte) string
}

func NewDispatcher(signer func([]byte) string) *Dispatcher {
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
		},
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
	}
	return &Dispatcher{
		client: &http.Client{Transport: transport, Timeout: 10 * time.Second},
		signer: signer,
	}
}

func (d *Dispatcher) send(ctx context.Context, ep Endpoint, payload []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ep.URL, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Signature", d.signer(payload))
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("partner %s returned %d", ep.PartnerID, resp.StatusCode)
	}
	return nil
}

func (d *Dispatcher) Broadcast(ctx context.Context, eps []Endpoint, payload []byte) []error {
	errs := make([]error, len(eps))
	var wg sync.WaitGroup
	for i, ep := range eps {
		wg.Add(1)
		go func(i int, ep Endpoint) {
			defer wg.Done()
			errs[i] = d.send(ctx, ep, payload)
		}(i, ep)
	}
	wg.Wait()
	return errs
}
