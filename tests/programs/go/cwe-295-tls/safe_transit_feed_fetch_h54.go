// Polls partner agencies' realtime vehicle feeds and caches the latest snapshot per agency.
package main

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"sync"
	"time"
)

var snapshots sync.Map

func partnerClient(caFile string) (*http.Client, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no partner CA certificates found")
	}
	cfg := &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool}
	return &http.Client{Timeout: 15 * time.Second, Transport: &http.Transport{TLSClientConfig: cfg}}, nil
}

func poll(client *http.Client, feeds map[string]string, store func(string, []byte)) {
	var wg sync.WaitGroup
	for agency, url := range feeds {
		wg.Add(1)
		go func(agency, url string) {
			defer wg.Done()
			resp, err := client.Get(url)
			if err != nil {
				log.Printf("%s: %v", agency, err)
				return
			}
			defer resp.Body.Close()
			if body, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20)); err == nil {
				store(agency, body)
			}
		}(agency, url)
	}
	wg.Wait()
}

func main() {
	feeds := map[string]string{
		"metro-north":   "https://feeds.metronorth.example/gtfs-rt/vehicles",
		"lakeshore-bus": "https://rt.lakeshorebus.example/vehicle_positions.pb",
	}
	client, err := partnerClient("/etc/transit/partner-ca.pem")
	if err != nil {
		log.Fatal(err)
	}
	for range time.Tick(30 * time.Second) {
		poll(client, feeds, func(agency string, b []byte) { snapshots.Store(agency, b) })
	}
}
