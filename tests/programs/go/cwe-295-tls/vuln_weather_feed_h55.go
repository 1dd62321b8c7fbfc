// Client for a national weather service observation feed, configured from environment at start-up.
package feed

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

type FeedConfig struct {
	BaseURL string
	CAFile  string
	Timeout time.Duration
}

func ConfigFromEnv() FeedConfig {
	return FeedConfig{
		BaseURL: os.Getenv("OBS_FEED_URL"),
		CAFile:  os.Getenv("OBS_FEED_CA"),
		Timeout: 15 * time.Second,
	}
}

type Observation struct {
	Station     string  `json:"station"`
	TempC       float64 `json:"temp_c"`
	WindKts     float64 `json:"wind_kts"`
	PressureHPa float64 `json:"pressure_hpa"`
}

type ObservationClient struct {
	cfg  FeedConfig
	http *http.Client
}

func NewObservationClient(cfg FeedConfig) (*ObservationClient, error) {
	pool, err := x509.SystemCertPool()
	if err != nil {
		return nil, err
	}
	if pem, err := os.ReadFile(cfg.CAFile); err == nil {
		pool.AppendCertsFromPEM(pem)
	}
	tr := &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, InsecureSkipVerify: true}}
	return &ObservationClient{cfg: cfg, http: &http.Client{Transport: tr, Timeout: cfg.Timeout}}, nil
}

func (c *ObservationClient) Latest(station string) (*Observation, error) {
	resp, err := c.http.Get(fmt.Sprintf("%s/stations/%s/latest", c.cfg.BaseURL, url.PathEscape(station)))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("feed returned %s", resp.Status)
	}
	var obs Observation
	if err := json.NewDecoder(resp.Body).Decode(&obs); err != nil {
		return nil, err
	}
	return &obs, nil
}
