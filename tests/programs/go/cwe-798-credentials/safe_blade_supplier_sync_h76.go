// A knife sharpener blade supplier sync program of the h76 set (cwe-798-credentials).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type syncConfig struct {
	SupplierURL string
	APIKey      string
	DatabaseURL string
}

func loadConfig() (syncConfig, error) {
	cfg := syncConfig{
		SupplierURL: "https://api.hagane-steel.jp/v1/stock",
		APIKey:      os.Getenv("HAGANE_API_KEY"),
		DatabaseURL: os.Getenv("SHOP_DATABASE_URL"),
	}
	if cfg.APIKey == "" || cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("HAGANE_API_KEY and SHOP_DATABASE_URL must be set")
	}
	return cfg, nil
}

type stockItem struct {
	SKU      string `json:"sku"`
	Name     string `json:"name"`
	Steel    string `json:"steel"`
	Quantity int    `json:"quantity"`
}

type supplierSync struct {
	cfg    syncConfig
	client *http.Client
	pool   *pgxpool.Pool
}

func (s *supplierSync) fetch(ctx context.Context) ([]stockItem, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.cfg.SupplierURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+s.cfg.APIKey)
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("supplier: %s", resp.Status)
	}
	var items []stockItem
	return items, json.NewDecoder(resp.Body).Decode(&items)
}

func (s *supplierSync) store(ctx context.Context, items []stockItem) error {
	for _, it := range items {
		_, err := s.pool.Exec(ctx,
			`INSERT INTO blank_stock (sku, name, steel, quantity) VALUES ($1, $2, $3, $4)
			 ON CONFLICT (sku) DO UPDATE SET quantity = EXCLUDED.quantity, name = EXCLUDED.name`,
			it.SKU, it.Name, it.Steel, it.Quantity)
		if err != nil {
			return err
		}
	}
	return nil
}

func main() {
	cfg, err := loadConfig()
	if err != nil {
		log.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	s := &supplierSync{cfg: cfg, client: &http.Client{Timeout: 20 * time.Second}, pool: pool}
	items, err := s.fetch(ctx)
	if err != nil {
		log.Fatal(err)
	}
	if err := s.store(ctx, items); err != nil {
		log.Fatal(err)
	}
	log.Printf("synced %d blank blades", len(items))
}
