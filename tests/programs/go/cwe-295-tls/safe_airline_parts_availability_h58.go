// airline parts availability (h58 set)
package parts

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"

	"golang.org/x/sync/errgroup"
)

// Availability is the stock position a supplier reports for one part number.
type Availability struct {
	Supplier   string `json:"supplier"`
	PartNumber string `json:"part_number"`
	Quantity   int    `json:"quantity"`
	LeadDays   int    `json:"lead_days"`
}

// Supplier endpoints come from the MRO's configuration service.
type Supplier struct {
	Name    string
	BaseURL string
}

func newClient() (*http.Client, error) {
	// suppliers on the parts exchange use certificates issued by the exchange CA
	pem, err := os.ReadFile(os.Getenv("PARTS_EXCHANGE_CA_BUNDLE"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("parts exchange CA bundle holds no certificates")
	}
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{
			MinVersion: tls.VersionTLS12,
			RootCAs:    pool,
		},
		MaxIdleConnsPerHost: 4,
	}
	return &http.Client{Transport: transport, Timeout: 12 * time.Second}, nil
}

func query(ctx context.Context, c *http.Client, s Supplier, pn string) (Availability, error) {
	endpoint := s.BaseURL + "/v2/stock?part=" + url.QueryEscape(pn)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return Availability{}, err
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("PARTS_API_TOKEN"))
	resp, err := c.Do(req)
	if err != nil {
		return Availability{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Availability{}, fmt.Errorf("%s answered %s", s.Name, resp.Status)
	}
	var a Availability
	err = json.NewDecoder(resp.Body).Decode(&a)
	a.Supplier = s.Name
	return a, err
}

// Quote asks every supplier in parallel and returns whatever answered in time.
func Quote(ctx context.Context, suppliers []Supplier, partNumber string) ([]Availability, error) {
	client, err := newClient()
	if err != nil {
		return nil, err
	}
	results := make([]*Availability, len(suppliers))
	g, ctx := errgroup.WithContext(ctx)
	for i, s := range suppliers {
		i, s := i, s
		g.Go(func() error {
			if a, err := query(ctx, client, s, partNumber); err == nil {
				results[i] = &a
			}
			return nil
		})
	}
	_ = g.Wait()

	out := make([]Availability, 0, len(results))
	for _, a := range results {
		if a != nil && a.Quantity > 0 {
			out = append(out, *a)
		}
	}
	return out, nil
}
