// Forwards finalized lab results from the hospital LIS to the regional health information exchange.
package hie

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

type ExchangeConfig struct{ Host, APIToken string }

type LabResult struct {
	MRN       string    `json:"mrn"`
	LOINC     string    `json:"loinc"`
	Value     string    `json:"value"`
	Finalized time.Time `json:"finalized_at"`
}

type ExchangeClient struct {
	cfg  ExchangeConfig
	http *http.Client
}

func (c *ExchangeClient) Push(ctx context.Context, r LabResult) error {
	endpoint := fmt.Sprintf("https://%s/fhir/Observation", c.cfg.Host)
	body, _ := json.Marshal(r)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.APIToken)
	req.Header.Set("Content-Type", "application/fhir+json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		err = fmt.Errorf("exchange rejected result: %s", resp.Status)
	}
	return err
}

type Forwarder struct {
	client *ExchangeClient
	queue  chan LabResult
}

func StartForwarder(ctx context.Context, workers int) *Forwarder {
	cfg := ExchangeConfig{Host: os.Getenv("HIE_HOST"), APIToken: os.Getenv("HIE_API_TOKEN")}
	f := &Forwarder{client: &ExchangeClient{cfg: cfg, http: &http.Client{Timeout: 20 * time.Second}}, queue: make(chan LabResult, 256)}
	for i := 0; i < workers; i++ {
		go func() {
			for r := range f.queue {
				if err := f.client.Push(ctx, r); err != nil {
					log.Printf("push %s/%s: %v", r.MRN, r.LOINC, err)
				}
			}
		}()
	}
	return f
}

func (f *Forwarder) Submit(r LabResult) { f.queue <- r }
