// A registry sync program of the h72 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/robfig/cron/v3"
)

const registryBase = "https://registry.pbr-stockassoc.org/api/v2/animals/"

// TransportFactory builds the HTTP transport used to reach the registry.
type TransportFactory interface {
	Transport() (*http.Transport, error)
}

// bundleFactory trusts only the association's own CA bundle.
type bundleFactory struct{ caFile string }

func (b bundleFactory) Transport() (*http.Transport, error) {
	pem, err := os.ReadFile(b.caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates in association bundle")
	}
	return &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}}, nil
}

// defaultFactory is used on arena laptops that have no bundle installed.
type defaultFactory struct{}

func (defaultFactory) Transport() (*http.Transport, error) {
	return &http.Transport{
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true},
		MaxIdleConnsPerHost: 4,
	}, nil
}

func factoryFromEnv() TransportFactory {
	if ca := os.Getenv("STOCKASSOC_CA_FILE"); ca != "" {
		return bundleFactory{caFile: ca}
	}
	return defaultFactory{}
}

type Animal struct {
	Tag        string `json:"tag"`
	Name       string `json:"name"`
	Contractor string `json:"contractor"`
	Suspended  bool   `json:"suspended"`
}

type syncJob struct {
	client  *http.Client
	entries func() []string
}

func (j syncJob) Run() {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	for _, tag := range j.entries() {
		a, err := j.lookup(ctx, tag)
		if err != nil {
			log.Printf("tag %s: %v", tag, err)
			continue
		}
		if a.Suspended {
			log.Printf("tag %s (%s, %s) is suspended: pull from tomorrow's draw", a.Tag, a.Name, a.Contractor)
		}
	}
}

func (j syncJob) lookup(ctx context.Context, tag string) (Animal, error) {
	var a Animal
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, registryBase+tag, nil)
	if err != nil {
		return a, err
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("STOCKASSOC_TOKEN"))
	resp, err := j.client.Do(req)
	if err != nil {
		return a, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return a, fmt.Errorf("registry answered %s", resp.Status)
	}
	return a, json.NewDecoder(resp.Body).Decode(&a)
}

func main() {
	tr, err := factoryFromEnv().Transport()
	if err != nil {
		log.Fatal(err)
	}
	job := syncJob{
		client:  &http.Client{Transport: tr, Timeout: 15 * time.Second},
		entries: func() []string { return []string{"BR-20417", "BR-20533", "SB-7781"} },
	}

	c := cron.New()
	if _, err := c.AddJob("30 2 * * *", job); err != nil {
		log.Fatal(err)
	}
	c.Start()
	defer c.Stop()

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
}
