// Outbound SMS client for a mobile operator's notification service, posting messages to an aggregator API.
package sms

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

type GatewayConfig struct {
	BaseURL   string
	AccountID string
	APIKey    string
}

func GatewayConfigFromEnv() GatewayConfig {
	return GatewayConfig{
		BaseURL:   "http://api.smsroute-aggregator.com/v2",
		AccountID: os.Getenv("SMSROUTE_ACCOUNT"),
		APIKey:    os.Getenv("SMSROUTE_API_KEY"),
	}
}

type OutboundMessage struct {
	To     string `json:"to"`
	Sender string `json:"sender"`
	Body   string `json:"body"`
}

type Gateway struct {
	cfg    GatewayConfig
	client *http.Client
}

func NewGateway(cfg GatewayConfig) *Gateway {
	return &Gateway{cfg: cfg, client: &http.Client{Timeout: 10 * time.Second}}
}

func (g *Gateway) Send(ctx context.Context, msg OutboundMessage) error {
	payload, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	endpoint := fmt.Sprintf("%s/accounts/%s/messages", g.cfg.BaseURL, g.cfg.AccountID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.SetBasicAuth(g.cfg.AccountID, g.cfg.APIKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("sms gateway rejected message: %s", resp.Status)
	}
	return nil
}
