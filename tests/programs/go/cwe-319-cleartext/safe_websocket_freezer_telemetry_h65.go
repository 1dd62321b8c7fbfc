// A websocket freezer telemetry program of the h65 set (cwe-319-cleartext).
package main

// Probe agent on the Raspberry Pi in the carving freezer. Streams block and
// air temperatures to the studio dashboard so the carvers get warned before
// a commissioned piece starts to weep.

import (
	"context"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"nhooyr.io/websocket"
	"nhooyr.io/websocket/wsjson"
)

const dashboardURL = "wss://dashboard.frostworks-studio.example/ingest/freezers"

// 1-Wire DS18B20 probes wired into freezer 2.
var probes = map[string]string{
	"air":         "28-3c01d607d4a1",
	"block-left":  "28-3c01d6078f12",
	"block-right": "28-3c01d607b2e9",
}

type reading struct {
	Freezer string    `json:"freezer"`
	Probe   string    `json:"probe"`
	Celsius float64   `json:"celsius"`
	At      time.Time `json:"at"`
}

func readProbe(id string) (float64, error) {
	raw, err := os.ReadFile("/sys/bus/w1/devices/" + id + "/temperature")
	if err != nil {
		return 0, err
	}
	milli, err := strconv.Atoi(strings.TrimSpace(string(raw)))
	if err != nil {
		return 0, err
	}
	return float64(milli) / 1000, nil
}

func stream(ctx context.Context, token string) error {
	conn, _, err := websocket.Dial(ctx, dashboardURL, &websocket.DialOptions{
		HTTPHeader: http.Header{"Authorization": []string{"Bearer " + token}},
	})
	if err != nil {
		return err
	}
	defer conn.Close(websocket.StatusNormalClosure, "agent stopping")

	tick := time.NewTicker(15 * time.Second)
	defer tick.Stop()
	for {
		for name, id := range probes {
			c, err := readProbe(id)
			if err != nil {
				log.Printf("probe %s: %v", name, err)
				continue
			}
			if err := wsjson.Write(ctx, conn, reading{Freezer: "freezer-2", Probe: name, Celsius: c, At: time.Now().UTC()}); err != nil {
				return err
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}

func main() {
	token := os.Getenv("FREEZER_AGENT_TOKEN")
	if token == "" {
		log.Fatal("FREEZER_AGENT_TOKEN is not set")
	}
	for {
		if err := stream(context.Background(), token); err != nil {
			log.Printf("dashboard connection lost: %v; retrying in 30s", err)
		}
		time.Sleep(30 * time.Second)
	}
}
