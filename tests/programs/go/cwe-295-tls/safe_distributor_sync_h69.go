// A distributor sync program of the h69 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"
)

var (
	distributorURL = flag.String("distributor", "https://orders.provence-floral-supply.fr/api/v2/pending", "distributor order feed")
	caBundle       = flag.String("ca-bundle", "/etc/lavender/distributor-ca.pem", "PEM bundle for the distributor's private CA")
	interval       = flag.Duration("every", 15*time.Minute, "poll interval")
	apiKey         string
)

type pendingOrder struct {
	ID      string `json:"id"`
	Variety string `json:"variety"`
	Bundles int    `json:"bundles"`
	ShipBy  string `json:"ship_by"`
}

func distributorClient() *http.Client {
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if pem, err := os.ReadFile(*caBundle); err == nil {
		pool.AppendCertsFromPEM(pem)
	} else {
		log.Printf("ca bundle: %v", err)
	}
	return &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			TLSClientConfig: &tls.Config{
				RootCAs:    pool,
				MinVersion: tls.VersionTLS12,
			},
		},
	}
}

func pullOrders(ctx context.Context, client *http.Client) ([]pendingOrder, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, *distributorURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+apiKey)
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var orders []pendingOrder
	err = json.NewDecoder(resp.Body).Decode(&orders)
	return orders, err
}

func main() {
	flag.Parse()
	apiKey = os.Getenv("DISTRIBUTOR_API_KEY")
	client := distributorClient()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ticker := time.NewTicker(*interval)
	defer ticker.Stop()

	for {
		orders, err := pullOrders(ctx, client)
		if err != nil {
			log.Printf("pull: %v", err)
		}
		for _, o := range orders {
			log.Printf("order %s: %d bundles of %s by %s", o.ID, o.Bundles, o.Variety, o.ShipBy)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}
