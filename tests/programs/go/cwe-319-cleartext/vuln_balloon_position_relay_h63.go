// A balloon position relay program of the h63 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/nats-io/nats.go"
)

// positionsEndpoint is the airspace authority's intake for passenger balloon flight tracks.
const positionsEndpoint = "http://flight-tracks.airspace-reports.example/api/v2/positions"

// PositionReport comes from the GPS logger in each basket via the chase vehicle's modem.
type PositionReport struct {
	Envelope  string    `json:"envelope"`
	Pilot     string    `json:"pilot_licence"`
	Lat       float64   `json:"lat"`
	Lon       float64   `json:"lon"`
	AltitudeM int       `json:"altitude_m"`
	At        time.Time `json:"at"`
}

type AuthorityClient struct {
	http     *http.Client
	endpoint string
	token    string
}

func (c *AuthorityClient) Submit(ctx context.Context, p PositionReport) error {
	body, err := json.Marshal(p)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("authority rejected report: %s", resp.Status)
	}
	return nil
}

type PositionRelay struct {
	client *AuthorityClient
}

func (r *PositionRelay) OnPosition(m *nats.Msg) {
	var p PositionReport
	if err := json.Unmarshal(m.Data, &p); err != nil {
		log.Printf("%s: unreadable position: %v", m.Subject, err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := r.client.Submit(ctx, p); err != nil {
		log.Printf("envelope %s: %v", p.Envelope, err)
	}
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatalf("nats: %v", err)
	}
	defer nc.Close()
	relay := &PositionRelay{client: &AuthorityClient{
		http:     &http.Client{Timeout: 10 * time.Second},
		endpoint: positionsEndpoint,
		token:    os.Getenv("AIRSPACE_API_TOKEN"),
	}}
	if _, err := nc.Subscribe("balloons.*.position", relay.OnPosition); err != nil {
		log.Fatalf("subscribe: %v", err)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
}
