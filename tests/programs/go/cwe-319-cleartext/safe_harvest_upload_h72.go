// A harvest upload program of the h72 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"time"
)

type LotReport struct {
	Lot        string  `json:"lot"`
	Variety    string  `json:"variety"`
	AlphaAcid  float64 `json:"alpha_acid_pct"`
	BaleWeight float64 `json:"bale_kg"`
	Moisture   float64 `json:"moisture_pct"`
}

// Uploader sends one day's lots to a buyer-facing endpoint.
type Uploader interface {
	Upload(ctx context.Context, lots []LotReport) error
}

// regional exchange gateways; growers are routed by where the buyers are.
var exchangeEndpoints = map[string]string{
	"us": "https://us.api.brewersbarn-exchange.com/v1",
	"eu": "https://eu.api.brewersbarn-exchange.com/v1",
	"nz": "https://nz.api.brewersbarn-exchange.com/v1",
}

type exchangeUploader struct {
	endpoint *url.URL
	apiKey   string
	client   *http.Client
}

func newExchangeUploader(region, apiKey string) (*exchangeUploader, error) {
	raw, ok := exchangeEndpoints[region]
	if !ok {
		return nil, fmt.Errorf("no exchange gateway for region %q", region)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, fmt.Errorf("exchange gateway %s must use https", u.Host)
	}
	return &exchangeUploader{endpoint: u, apiKey: apiKey, client: &http.Client{Timeout: 30 * time.Second}}, nil
}

func (e *exchangeUploader) Upload(ctx context.Context, lots []LotReport) error {
	body, err := json.Marshal(map[string]any{"grower": os.Getenv("GROWER_ID"), "lots": lots})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.endpoint.JoinPath("lots").String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", e.apiKey)
	resp, err := e.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("exchange rejected upload: %s", resp.Status)
	}
	return nil
}

// retrying wraps any uploader with a couple of spaced-out retries.
type retrying struct {
	Uploader
	attempts int
}

func (r retrying) Upload(ctx context.Context, lots []LotReport) error {
	var err error
	for i := 0; i < r.attempts; i++ {
		if err = r.Uploader.Upload(ctx, lots); err == nil {
			return nil
		}
		time.Sleep(time.Duration(i+1) * 10 * time.Second)
	}
	return err
}

func todaysLots() []LotReport {
	return []LotReport{{Lot: "K3-0917", Variety: "Nelson Sauvin", AlphaAcid: 12.4, BaleWeight: 91.5, Moisture: 9.8}}
}

func main() {
	up, err := newExchangeUploader(os.Getenv("EXCHANGE_REGION"), os.Getenv("EXCHANGE_API_KEY"))
	if err != nil {
		log.Fatal(err)
	}
	var uploader Uploader = retrying{Uploader: up, attempts: 3}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ticker := time.NewTicker(24 * time.Hour)
	defer ticker.Stop()
	for {
		if err := uploader.Upload(ctx, todaysLots()); err != nil {
			log.Printf("daily upload: %v", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
