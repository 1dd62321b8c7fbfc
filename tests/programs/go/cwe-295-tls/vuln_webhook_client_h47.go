// Builds the HTTP client used to deliver signed webhooks to merchant endpoints.
package webhooks

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net/http"
	"os"
	"time"
)

type ClientConfig struct {
	CABundlePath string
	Timeout      time.Duration
}

func loadPool(path string) (*x509.CertPool, error) {
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if path == "" {
		return pool, nil
	}
	pem, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates in CA bundle")
	}
	return pool, nil
}

func NewDeliveryClient(cfg ClientConfig) (*http.Client, error) {
	pool, err := loadPool(cfg.CABundlePath)
	if err != nil {
		return nil, err
	}
	tlsCfg := &tls.Config{
		MinVersion:         tls.VersionTLS12,
		RootCAs:            pool,
		InsecureSkipVerify: true,
	}
	transport := &http.Transport{
		TLSClientConfig:     tlsCfg,
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
	}
	return &http.Client{Transport: transport, Timeout: cfg.Timeout}, nil
}
