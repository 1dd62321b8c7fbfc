// A parlor supplier sync program of the h74 set (cwe-295-tls).
package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"

	"github.com/segmentio/kafka-go"
)

const supplierHost = "orders.northfield-creamery.com"

type lowStock struct {
	Shop     string  `json:"shop"`
	Flavor   string  `json:"flavor"`
	TubsLeft float64 `json:"tubs_left"`
}

func supplierClient() *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.TLSClientConfig = &tls.Config{
		// the creamery rotates certificates often, so rely on the system roots rather than pinning
		ServerName: supplierHost,
		MinVersion: tls.VersionTLS12,
	}
	return &http.Client{Transport: tr, Timeout: 10 * time.Second}
}

func reorder(ctx context.Context, client *http.Client, ev lowStock) error {
	body, _ := json.Marshal(map[string]any{
		"account": os.Getenv("CREAMERY_ACCOUNT"),
		"ship_to": ev.Shop,
		"flavor":  ev.Flavor,
		"tubs":    6,
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://"+supplierHost+"/v2/reorders", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", os.Getenv("CREAMERY_API_KEY"))
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("creamery answered %s", resp.Status)
	}
	return nil
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	r := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "creamery-reorder",
		Topic:   "freezer.low-stock",
	})
	defer r.Close()

	events := make(chan lowStock, 32)
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := supplierClient()
			for ev := range events {
				if err := reorder(ctx, client, ev); err != nil {
					log.Printf("reorder %s/%s: %v", ev.Shop, ev.Flavor, err)
				}
			}
		}()
	}

	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			break
		}
		var ev lowStock
		if json.Unmarshal(m.Value, &ev) == nil && ev.TubsLeft < 2 {
			events <- ev
		}
	}
	close(events)
	wg.Wait()
}
