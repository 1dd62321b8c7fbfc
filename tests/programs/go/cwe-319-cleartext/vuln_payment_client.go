// Client that submits card charges to the external payment gateway.
package billing

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type GatewayConfig struct {
	Host    string
	APIKey  string
	Timeout time.Duration
}

type ChargeRequest struct {
	CardNumber  string `json:"card_number"`
	ExpMonth    int    `json:"exp_month"`
	ExpYear     int    `json:"exp_year"`
	CVC         string `json:"cvc"`
	AmountCents int64  `json:"amount_cents"`
	Currency    string `json:"currency"`
}

type ChargeResult struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

type Gateway struct {
	cfg    GatewayConfig
	client *http.Client
}

func NewGateway(cfg GatewayConfig) *Gateway {
	return &Gateway{cfg: cfg, client: &http.Client{Timeout: cfg.Timeout}}
}

func (g *Gateway) endpoint(path string) string {
	return "http://" + g.cfg.Host + path
}

func (g *Gateway) Charge(req ChargeRequest) (*ChargeResult, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	httpReq, err := http.NewRequest(http.MethodPost, g.endpoint("/v1/charges"), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	httpReq.Header.Set("Authorization", "Bearer "+g.cfg.APIKey)
	httpReq.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(httpReq)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("gateway declined request: %s", resp.Status)
	}
	var res ChargeResult
	if err := json.NewDecoder(resp.Body).Decode(&res); err != nil {
		return nil, err
	}
	return &res, nil
}
