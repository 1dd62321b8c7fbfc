// A raft sensor uplink program of the h70 set (cwe-798-credentials).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"time"

	mqtt "github.com/eclipse/paho.mqtt.golang"
)

type brokerConfig struct {
	URL      string
	ClientID string
	Username string
	Password string
}

type ConfigOption func(*brokerConfig)

func WithURL(u string) ConfigOption       { return func(c *brokerConfig) { c.URL = u } }
func WithClientID(id string) ConfigOption { return func(c *brokerConfig) { c.ClientID = id } }
func WithCredentials(user, pass string) ConfigOption {
	return func(c *brokerConfig) { c.Username, c.Password = user, pass }
}

func newBrokerConfig(opts ...ConfigOption) (brokerConfig, error) {
	cfg := brokerConfig{URL: "ssl://mqtt.atlantickelp.ie:8883"}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.Username == "" || cfg.Password == "" {
		return cfg, fmt.Errorf("broker credentials are not configured")
	}
	return cfg, nil
}

type reading struct {
	Raft      string    `json:"raft"`
	TempC     float64   `json:"temp_c"`
	NitrateUM float64   `json:"nitrate_um"`
	Taken     time.Time `json:"taken"`
}

func sample(raft string) reading {
	// the probe driver fills these in on the real rafts
	return reading{Raft: raft, TempC: 11.8, NitrateUM: 6.2, Taken: time.Now().UTC()}
}

func main() {
	raft := flag.String("raft", "", "raft identifier, e.g. KIL-07")
	every := flag.Duration("every", time.Minute, "sampling interval")
	flag.Parse()
	if *raft == "" {
		log.Fatal("-raft is required")
	}

	cfg, err := newBrokerConfig(
		WithClientID("raft-"+*raft),
		WithCredentials("raft-telemetry", "Kelp!Harvest#2024"),
	)
	if err != nil {
		log.Fatal(err)
	}

	opts := mqtt.NewClientOptions().
		AddBroker(cfg.URL).
		SetClientID(cfg.ClientID).
		SetUsername(cfg.Username).
		SetPassword(cfg.Password).
		SetAutoReconnect(true).
		SetConnectTimeout(20 * time.Second)
	client := mqtt.NewClient(opts)
	if tok := client.Connect(); tok.Wait() && tok.Error() != nil {
		log.Fatalf("connect: %v", tok.Error())
	}
	defer client.Disconnect(500)

	topic := fmt.Sprintf("coop/rafts/%s/water", *raft)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	tick := time.NewTicker(*every)
	defer tick.Stop()

	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			body, _ := json.Marshal(sample(*raft))
			if tok := client.Publish(topic, 1, false, body); tok.WaitTimeout(10*time.Second) && tok.Error() != nil {
				log.Printf("publish: %v", tok.Error())
			}
		}
	}
}
