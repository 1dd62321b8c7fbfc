// Telecom outage notifier CLI: texts affected subscribers in a cell area through the bulk SMS provider API.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const apiKeyEnv = "BULKSMS_API_KEY"

type ProviderConfig struct {
	BaseURL string
	APIKey  string
	Sender  string
}

func loadProviderConfig() (ProviderConfig, error) {
	cfg := ProviderConfig{BaseURL: "https://api.bulksms-provider.example/v1", Sender: "NetStatus"}
	cfg.APIKey = os.Getenv(apiKeyEnv)
	if cfg.APIKey == "" {
		return cfg, fmt.Errorf("%s is not set", apiKeyEnv)
	}
	return cfg, nil
}

type BulkClient struct {
	cfg  ProviderConfig
	http *http.Client
}

func (c *BulkClient) Broadcast(to []string, message string) error {
	payload, _ := json.Marshal(map[string]interface{}{"from": c.cfg.Sender, "to": to, "body": message})
	req, err := http.NewRequest(http.MethodPost, c.cfg.BaseURL+"/messages/batch", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("X-Api-Key", c.cfg.APIKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("provider returned %s", resp.Status)
	}
	return nil
}

func main() {
	area := flag.String("area", "", "cell area identifier")
	msg := flag.String("msg", "We are aware of a service outage in your area and are working on a fix.", "message text")
	flag.Parse()
	cfg, err := loadProviderConfig()
	if err != nil {
		log.Fatal(err)
	}
	client := &BulkClient{cfg: cfg, http: &http.Client{Timeout: 15 * time.Second}}
	if err := client.Broadcast(flag.Args(), fmt.Sprintf("[%s] %s", *area, *msg)); err != nil {
		log.Fatal(err)
	}
}
