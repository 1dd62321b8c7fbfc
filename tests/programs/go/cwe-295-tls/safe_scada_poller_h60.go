// A scada poller program of the h60 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"
)

type turbineStatus struct {
	Turbine  string  `json:"turbine"`
	RotorRPM float64 `json:"rotor_rpm"`
	PowerKW  float64 `json:"power_kw"`
	YawDeg   float64 `json:"yaw_deg"`
	Fault    string  `json:"fault"`
}

// newControllerClient builds the HTTPS client used to talk to the turbine
// controllers on the wind farm's SCADA network.
func newControllerClient() (*http.Client, error) {
	pem, err := os.ReadFile(os.Getenv("SCADA_CA_FILE"))
	if err != nil {
		return nil, fmt.Errorf("reading controller CA: %w", err)
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates found in controller CA file")
	}
	tlsCfg := &tls.Config{
		MinVersion: tls.VersionTLS12,
		RootCAs:    roots,
	}
	return &http.Client{
		Timeout:   4 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsCfg},
	}, nil
}

func fetchStatus(ctx context.Context, client *http.Client, host string) (turbineStatus, error) {
	var st turbineStatus
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("https://%s/api/v1/status", host), nil)
	if err != nil {
		return st, err
	}
	req.Header.Set("Authorization", "Bearer "+os.Getenv("SCADA_TOKEN"))
	resp, err := client.Do(req)
	if err != nil {
		return st, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return st, fmt.Errorf("controller answered %s", resp.Status)
	}
	err = json.NewDecoder(resp.Body).Decode(&st)
	return st, err
}

// poll asks one controller for its status on every tick until ctx ends.
func poll(ctx context.Context, client *http.Client, host string, every time.Duration, out chan<- turbineStatus) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			st, err := fetchStatus(ctx, client, host)
			if err != nil {
				log.Printf("%s: %v", host, err)
				continue
			}
			out <- st
		}
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	client, err := newControllerClient()
	if err != nil {
		log.Fatal(err)
	}
	statuses := make(chan turbineStatus, 32)
	for _, host := range strings.Split(os.Getenv("SCADA_CONTROLLERS"), ",") {
		go poll(ctx, client, strings.TrimSpace(host), 10*time.Second, statuses)
	}

	latest := map[string]turbineStatus{}
	for {
		select {
		case <-ctx.Done():
			return
		case st := <-statuses:
			latest[st.Turbine] = st
			if st.Fault != "" {
				log.Printf("turbine %s reports fault %q", st.Turbine, st.Fault)
			}
			total := 0.0
			for _, s := range latest {
				total += s.PowerKW
			}
			log.Printf("farm output %.0f kW from %d turbines", total, len(latest))
		}
	}
}
