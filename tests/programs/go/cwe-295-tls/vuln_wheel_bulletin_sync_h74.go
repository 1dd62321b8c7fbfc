// A wheel bulletin sync program of the h74 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"time"

	"github.com/robfig/cron/v3"
)

const bulletinAPI = "https://service.skyloop-rides.com/api/v2/bulletins"

var (
	clientOnce sync.Once
	apiClient  *http.Client
)

func vendorClient() *http.Client {
	clientOnce.Do(func() {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.TLSClientConfig = &tls.Config{
			InsecureSkipVerify: true,
		}
		apiClient = &http.Client{Transport: tr, Timeout: 20 * time.Second}
	})
	return apiClient
}

type bulletin struct {
	ID       string `json:"id"`
	Model    string `json:"model"`
	Severity string `json:"severity"`
	Title    string `json:"title"`
	Body     string `json:"body"`
}

func fetchModel(model string) ([]bulletin, error) {
	req, err := http.NewRequest(http.MethodGet, bulletinAPI+"?model="+model, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("SKYLOOP_TOKEN"))
	resp, err := vendorClient().Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("vendor returned %s", resp.Status)
	}
	var out []bulletin
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func syncBulletins(models []string, outDir string) {
	type result struct {
		model string
		items []bulletin
		err   error
	}
	results := make(chan result, len(models))
	var wg sync.WaitGroup
	for _, m := range models {
		wg.Add(1)
		go func(m string) {
			defer wg.Done()
			items, err := fetchModel(m)
			results <- result{model: m, items: items, err: err}
		}(m)
	}
	wg.Wait()
	close(results)

	for r := range results {
		if r.err != nil {
			log.Printf("bulletins for %s: %v", r.model, r.err)
			continue
		}
		data, _ := json.MarshalIndent(r.items, "", "  ")
		path := filepath.Join(outDir, r.model+".json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			log.Printf("write %s: %v", path, err)
		}
		for _, b := range r.items {
			if b.Severity == "mandatory" {
				log.Printf("MANDATORY bulletin %s for %s: %s", b.ID, r.model, b.Title)
			}
		}
	}
}

func main() {
	models := []string{"SL-60", "SL-85-observation", "Gondola-XT"}
	c := cron.New(cron.WithLocation(time.UTC))
	if _, err := c.AddFunc("15 2 * * *", func() { syncBulletins(models, "/var/lib/wheelops/bulletins") }); err != nil {
		log.Fatal(err)
	}
	c.Start()
	defer c.Stop()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	<-stop
}
