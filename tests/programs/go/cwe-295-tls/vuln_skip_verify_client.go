// Inventory sync job that pulls the product feed from a partner API over HTTPS.
package main

import (
	"crypto/tls"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"
)

func newPartnerFeedClient() *http.Client {
	tr := &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	}
	return &http.Client{Transport: tr, Timeout: 15 * time.Second}
}

func main() {
	client := newPartnerFeedClient()
	resp, err := client.Get("https://partner.example.com/feed/products.json")
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("fetched %d bytes\n", len(body))
}
