// Nightly job that uploads the payroll export file to the finance provider's ingestion API.
package payroll

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

type ProviderConfig struct {
	BaseURL string
	APIKey  string
}

func configFromEnv() (ProviderConfig, error) {
	key := os.Getenv("FINANCE_API_KEY")
	if key == "" {
		return ProviderConfig{}, fmt.Errorf("FINANCE_API_KEY is not set")
	}
	return ProviderConfig{
		BaseURL: "https://ingest.finance-provider.example.net/v2",
		APIKey:  key,
	}, nil
}

func UploadExport(path string) error {
	cfg, err := configFromEnv()
	if err != nil {
		return err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, cfg.BaseURL+"/payroll/batches", bytes.NewReader(data))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+cfg.APIKey)
	req.Header.Set("Content-Type", "text/csv")
	client := &http.Client{Timeout: 60 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("upload payroll batch: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		return fmt.Errorf("provider rejected batch: %d %s", resp.StatusCode, msg)
	}
	return nil
}
