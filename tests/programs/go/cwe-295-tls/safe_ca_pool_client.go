// Inventory sync job that pulls the product feed from a partner API, trusting the partner's private CA.
package main

import (
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"time"
)

func newCatalogClient(caFile string) (*http.Client, error) {
	pemData, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemData) {
		return nil, fmt.Errorf("no certificates in %s", caFile)
	}
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12},
	}
	return &http.Client{Transport: tr, Timeout: 15 * time.Second}, nil
}

func main() {
	client, err := newCatalogClient("/etc/partner/ca.pem")
	if err != nil {
		log.Fatal(err)
	}
	resp, err := client.Get("https://partner.example.com/feed/products.json")
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	n, _ := io.Copy(io.Discard, resp.Body)
	fmt.Printf("fetched %d bytes\n", n)
}
