// A beekeeper hive sensor reading upload program of the h75 set (cwe-295-tls).
package main

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const collectorURL = "https://collector.apiary-net.example/v1/readings"

var errNoCerts = errors.New("no certificates found in CA bundle")

type uploadError struct {
	Status int
	Body   string
}

func (e *uploadError) Error() string { return fmt.Sprintf("collector answered %d: %s", e.Status, e.Body) }

func loadCAPool(path string) (*x509.CertPool, error) {
	pem, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read CA bundle %s: %w", path, err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("%s: %w", path, errNoCerts)
	}
	return pool, nil
}

func newClient(caPath string) (*http.Client, error) {
	tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12}
	pool, err := loadCAPool(caPath)
	if err != nil {
		return nil, fmt.Errorf("collector CA unavailable: %w", err)
	}
	tlsCfg.RootCAs = pool
	return &http.Client{
		Timeout:   15 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsCfg},
	}, nil
}

func upload(client *http.Client, hiveID string, payload []byte) error {
	req, err := http.NewRequest(http.MethodPost, collectorURL, bytes.NewReader(payload))
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hive-ID", hiveID)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("APIARY_UPLOAD_TOKEN"))

	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("post readings: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		return &uploadError{Status: resp.StatusCode, Body: b.String()}
	}
	return nil
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: hive-upload <hive-id> <readings.json>")
		os.Exit(2)
	}
	hiveID, file := os.Args[1], os.Args[2]
	payload, err := os.ReadFile(file)
	if err != nil {
		log.Fatalf("read readings: %v", err)
	}

	client, err := newClient("/etc/apiary/collector-ca.pem")
	if err != nil {
		log.Fatalf("client setup: %v", err)
	}

	for attempt := 1; attempt <= 4; attempt++ {
		err = upload(client, hiveID, payload)
		var ue *uploadError
		if errors.As(err, &ue) && ue.Status < 500 {
			log.Fatalf("collector refused readings: %v", ue)
		}
		if err == nil {
			break
		}
		log.Printf("upload attempt %d failed: %v", attempt, err)
		time.Sleep(time.Duration(attempt*attempt) * time.Second)
	}
	if err != nil {
		log.Fatalf("giving up on hive %s: %v", hiveID, err)
	}
	log.Printf("hive %s readings uploaded", hiveID)
}
