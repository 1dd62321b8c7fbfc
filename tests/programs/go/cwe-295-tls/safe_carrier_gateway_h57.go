// Mobile operator SMS client: delivers outbound messages through the interconnect carrier's HTTPS gateway.
package carrier

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

type GatewaySettings struct {
	Endpoint string
	CAFile   string
	Token    string
}

func GatewaySettingsFromEnv() GatewaySettings {
	return GatewaySettings{
		Endpoint: os.Getenv("CARRIER_ENDPOINT"),
		CAFile:   os.Getenv("CARRIER_CA_FILE"),
		Token:    os.Getenv("CARRIER_TOKEN"),
	}
}

type SMSSender interface {
	Send(ctx context.Context, msisdn, text string) error
}

type httpsGateway struct {
	cfg    GatewaySettings
	client *http.Client
}

func NewHTTPSGateway(cfg GatewaySettings) (SMSSender, error) {
	pem, err := os.ReadFile(cfg.CAFile)
	if err != nil {
		return nil, fmt.Errorf("carrier CA bundle: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", cfg.CAFile)
	}
	tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool}
	transport := &http.Transport{TLSClientConfig: tlsCfg, MaxIdleConnsPerHost: 8}
	return &httpsGateway{cfg: cfg, client: &http.Client{Transport: transport, Timeout: 10 * time.Second}}, nil
}

func (g *httpsGateway) Send(ctx context.Context, msisdn, text string) error {
	body, _ := json.Marshal(map[string]string{"to": msisdn, "text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.cfg.Endpoint+"/v2/sms", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+g.cfg.Token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("carrier rejected message: %s", resp.Status)
	}
	return nil
}
