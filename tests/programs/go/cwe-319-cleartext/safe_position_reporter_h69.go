// A position reporter program of the h69 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"encoding/json"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

var (
	dispatchEndpoint = envOr("DISPATCH_ENDPOINT", "https://dispatch.harbourline-towage.com/api/v1/positions")
	dispatchToken    = os.Getenv("DISPATCH_TOKEN")
	vesselCallsign   = envOr("VESSEL_CALLSIGN", "MHTG-KESTREL")
)

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

type fix struct {
	Callsign    string    `json:"callsign"`
	Lat         float64   `json:"lat"`
	Lon         float64   `json:"lon"`
	SpeedKn     float64   `json:"speed_kn"`
	EngineHours float64   `json:"engine_hours"`
	At          time.Time `json:"at"`
}

func readFixes(out chan<- fix) {
	t := time.NewTicker(20 * time.Second)
	defer t.Stop()
	hours := 18342.5
	for now := range t.C {
		hours += 20.0 / 3600
		// the NMEA reader on the bridge writes its last fix here
		lat, lon, kn := 51.4501, 0.3472, 6.2
		out <- fix{Callsign: vesselCallsign, Lat: lat, Lon: lon, SpeedKn: kn, EngineHours: hours, At: now.UTC()}
	}
}

func sender(in <-chan fix, client *http.Client) {
	for f := range in {
		body, _ := json.Marshal(f)
		req, err := http.NewRequest(http.MethodPost, dispatchEndpoint, bytes.NewReader(body))
		if err != nil {
			log.Printf("build request: %v", err)
			continue
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Dispatch-Token", dispatchToken)
		resp, err := client.Do(req)
		if err != nil {
			log.Printf("send fix: %v", err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode >= 300 {
			log.Printf("dispatch rejected fix: %s", resp.Status)
		}
	}
}

func main() {
	u, err := url.Parse(dispatchEndpoint)
	if err != nil || u.Host == "" || u.Scheme != "https" {
		log.Fatalf("DISPATCH_ENDPOINT must be an https URL: %q", dispatchEndpoint)
	}
	if dispatchToken == "" {
		log.Fatal("DISPATCH_TOKEN must be set")
	}
	fixes := make(chan fix, 64)
	client := &http.Client{Timeout: 15 * time.Second}
	for i := 0; i < 2; i++ {
		go sender(fixes, client)
	}
	log.Printf("reporting %s to %s", vesselCallsign, u.Host)
	readFixes(fixes)
}
