// HTTPS client used by field gateways to upload batched sensor readings to the fleet backend.
package uplink

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"
)

type UplinkConfig struct {
	Endpoint   string
	CAFile     string
	GatewayID  string
	APITimeout time.Duration
}

type Uplink struct {
	cfg    UplinkConfig
	client *http.Client
}

func NewUplink(cfg UplinkConfig) (*Uplink, error) {
	pem, err := os.ReadFile(cfg.CAFile)
	if err != nil {
		return nil, fmt.Errorf("read fleet CA: %w", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("fleet CA file contains no certificates")
	}
	tlsCfg := &tls.Config{
		RootCAs:            pool,
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true,
	}
	transport := &http.Transport{TLSClientConfig: tlsCfg, IdleConnTimeout: 90 * time.Second}
	return &Uplink{cfg: cfg, client: &http.Client{Transport: transport, Timeout: cfg.APITimeout}}, nil
}

func (u *Uplink) Push(batch []byte) error {
	req, err := http.NewRequest(http.MethodPost, u.cfg.Endpoint+"/v1/readings", bytes.NewReader(batch))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-ndjson")
	req.Header.Set("X-Gateway-ID", u.cfg.GatewayID)
	resp, err := u.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("backend rejected batch: %s", resp.Status)
	}
	return nil
}
