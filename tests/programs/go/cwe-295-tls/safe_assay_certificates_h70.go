// A assay certificates program of the h70 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/robfig/cron/v3"
)

type assayClient struct {
	baseURL string
	token   string
	http    *http.Client
}

type Option func(*assayClient)

func WithBaseURL(u string) Option { return func(c *assayClient) { c.baseURL = u } }
func WithToken(t string) Option   { return func(c *assayClient) { c.token = t } }
func WithTLS(cfg *tls.Config) Option {
	return func(c *assayClient) {
		c.http.Transport = &http.Transport{TLSClientConfig: cfg, IdleConnTimeout: 30 * time.Second}
	}
}

func NewAssayClient(opts ...Option) *assayClient {
	c := &assayClient{
		baseURL: "https://api.assayoffice-sheffield.co.uk/v2",
		http:    &http.Client{Timeout: 20 * time.Second},
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

type certificate struct {
	Batch    string `json:"batch"`
	Mark     string `json:"mark"`
	Fineness int    `json:"fineness"`
	Passed   bool   `json:"passed"`
}

func (c *assayClient) certificates(since time.Time) ([]certificate, error) {
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/certificates?since=%s", c.baseURL, since.Format(time.RFC3339)), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("assay office returned %s", resp.Status)
	}
	var out []certificate
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func loadPool(path string) *x509.CertPool {
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if pem, err := os.ReadFile(path); err == nil {
		pool.AppendCertsFromPEM(pem)
	}
	return pool
}

func main() {
	opts := []Option{
		WithToken(os.Getenv("ASSAY_API_TOKEN")),
		WithTLS(&tls.Config{
			RootCAs:    loadPool("/etc/hallmark/assay-office-ca.pem"),
			MinVersion: tls.VersionTLS12,
		}),
	}
	if u := os.Getenv("ASSAY_API_URL"); u != "" {
		opts = append(opts, WithBaseURL(u))
	}
	client := NewAssayClient(opts...)

	job := func() {
		certs, err := client.certificates(time.Now().Add(-36 * time.Hour))
		if err != nil {
			log.Printf("assay sync failed: %v", err)
			return
		}
		body, _ := json.MarshalIndent(certs, "", "  ")
		dst := filepath.Join("/srv/hallmarks", time.Now().Format("2006-01-02")+".json")
		if err := os.WriteFile(dst, body, 0o640); err != nil {
			log.Printf("writing %s: %v", dst, err)
		}
		log.Printf("stored %d certificates", len(certs))
	}

	c := cron.New()
	if _, err := c.AddFunc("30 2 * * *", job); err != nil {
		log.Fatal(err)
	}
	c.Run()
}
