// A tack price sync program of the h64 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sort"
	"time"

	"github.com/spf13/cobra"
)

type priceList struct {
	Currency string `json:"currency"`
	Items    []struct {
		SKU     string  `json:"sku"`
		Hide    string  `json:"hide"`
		Weight  string  `json:"weight"`
		PerSqFt float64 `json:"price_per_sqft"`
	} `json:"items"`
}

// the tannery's trade API sits behind their own certificate authority
func supplierClient(caFile string) (*http.Client, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("no certificates in %s", caFile)
	}
	tlsCfg := &tls.Config{
		MinVersion: tls.VersionTLS12,
		RootCAs:    pool,
	}
	return &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsCfg},
	}, nil
}

func syncPrices(endpoint, caFile string) error {
	client, err := supplierClient(caFile)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodGet, endpoint, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("TANNERY_API_TOKEN"))
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("tannery answered %s", resp.Status)
	}
	var pl priceList
	if err := json.NewDecoder(resp.Body).Decode(&pl); err != nil {
		return err
	}

	byHide := map[string][]float64{}
	for _, it := range pl.Items {
		byHide[it.Hide] = append(byHide[it.Hide], it.PerSqFt)
	}
	hides := make([]string, 0, len(byHide))
	for h := range byHide {
		hides = append(hides, h)
	}
	sort.Strings(hides)
	for _, h := range hides {
		prices := byHide[h]
		sort.Float64s(prices)
		fmt.Printf("%-14s %d weights, from %.2f %s/sqft\n", h, len(prices), prices[0], pl.Currency)
	}
	return nil
}

func main() {
	var endpoint, caFile string
	root := &cobra.Command{Use: "tackctl", Short: "Saddlery workshop tools"}
	sync := &cobra.Command{
		Use:   "prices-sync",
		Short: "Pull the current leather price list from the tannery",
		RunE: func(cmd *cobra.Command, args []string) error {
			return syncPrices(endpoint, caFile)
		},
	}
	sync.Flags().StringVar(&endpoint, "endpoint", "https://trade.oakbark-tannery.example/api/prices", "price list URL")
	sync.Flags().StringVar(&caFile, "ca-file", "/etc/tack/tannery-ca.pem", "CA bundle of the tannery")
	root.AddCommand(sync)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
