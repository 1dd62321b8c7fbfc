// A pool temps program of the h73 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

const readingsURL = "https://api.thermalink-sensors.com/v3/sites/sulphur-creek/readings?window=15m"

type poolReading struct {
	Pool    string
	Celsius float64
	At      time.Time
}

func newClient() *http.Client {
	roots, err := x509.SystemCertPool()
	if err != nil {
		roots = x509.NewCertPool()
	}
	// the vendor signs its API certificate with its own CA, shipped with the deployment
	if pem, err := os.ReadFile("/etc/sulphurcreek/thermalink-ca.pem"); err == nil {
		roots.AppendCertsFromPEM(pem)
	}
	tlsCfg := &tls.Config{
		MinVersion: tls.VersionTLS12,
		RootCAs:    roots,
	}
	return &http.Client{
		Timeout:   20 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsCfg},
	}
}

// The vendor reports temperatures as strings like "41.2C" keyed by pool name.
func parseReadings(body []byte) ([]poolReading, error) {
	var doc map[string]any
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, err
	}
	at, _ := time.Parse(time.RFC3339, fmt.Sprint(doc["sampled_at"]))
	pools, _ := doc["pools"].(map[string]any)
	out := make([]poolReading, 0, len(pools))
	for name, v := range pools {
		s, ok := v.(string)
		if !ok {
			continue
		}
		c, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "C"), 64)
		if err != nil {
			log.Printf("pool %s: unreadable value %q", name, s)
			continue
		}
		out = append(out, poolReading{Pool: name, Celsius: c, At: at})
	}
	return out, nil
}

func poll(client *http.Client, token string) {
	req, _ := http.NewRequest(http.MethodGet, readingsURL, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		log.Printf("poll: %v", err)
		return
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		log.Printf("poll: status %d, err %v", resp.StatusCode, err)
		return
	}
	readings, err := parseReadings(body)
	if err != nil {
		log.Printf("parse: %v", err)
		return
	}
	for _, r := range readings {
		if r.Celsius > 42.5 {
			log.Printf("ALERT %s at %.1fC - close pool and notify duty manager", r.Pool, r.Celsius)
		} else {
			log.Printf("%s %.1fC", r.Pool, r.Celsius)
		}
	}
}

func main() {
	token := os.Getenv("THERMALINK_TOKEN")
	if token == "" {
		log.Fatal("THERMALINK_TOKEN is not set")
	}
	client := newClient()
	ticker := time.NewTicker(5 * time.Minute)
	defer ticker.Stop()
	for ; ; <-ticker.C {
		poll(client, token)
	}
}
