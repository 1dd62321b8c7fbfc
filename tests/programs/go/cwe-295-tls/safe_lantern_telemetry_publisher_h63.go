// A lantern telemetry publisher program of the h63 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"log"
	"os"
	"strings"
	"time"

	"github.com/segmentio/kafka-go"
)

// LanternReading is sampled from the lamp controller of an unmanned lighthouse.
type LanternReading struct {
	Station   string    `json:"station"`
	LampHours float64   `json:"lamp_hours"`
	LensTempC float64   `json:"lens_temp_c"`
	OnBackup  bool      `json:"on_backup"`
	At        time.Time `json:"at"`
}

type LampController interface {
	Sample() (LanternReading, error)
}

type fileController struct {
	station, path string
}

// Sample reads the JSON status block the controller's serial bridge writes every few seconds.
func (c fileController) Sample() (LanternReading, error) {
	var r LanternReading
	data, err := os.ReadFile(c.path)
	if err != nil {
		return r, err
	}
	err = json.Unmarshal(data, &r)
	r.Station, r.At = c.station, time.Now().UTC()
	return r, err
}

type PublisherBuilder struct {
	brokers []string
	topic   string
	tlsConf *tls.Config
}

func NewPublisherBuilder() *PublisherBuilder { return &PublisherBuilder{} }

func (b *PublisherBuilder) Brokers(addrs ...string) *PublisherBuilder { b.brokers = addrs; return b }
func (b *PublisherBuilder) Topic(t string) *PublisherBuilder          { b.topic = t; return b }
func (b *PublisherBuilder) TLS(c *tls.Config) *PublisherBuilder       { b.tlsConf = c; return b }

func (b *PublisherBuilder) Build() *kafka.Writer {
	return &kafka.Writer{
		Addr:      kafka.TCP(b.brokers...),
		Topic:     b.topic,
		Balancer:  &kafka.Hash{},
		Transport: &kafka.Transport{TLS: b.tlsConf},
	}
}

// brokerTLS configures the link from the rock station over the microwave backhaul to the cluster.
func brokerTLS() (*tls.Config, error) {
	pem, err := os.ReadFile(os.Getenv("KAFKA_CA_FILE"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return nil, errors.New("no CA certificates in KAFKA_CA_FILE")
	}
	return &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: pool}, nil
}

type TelemetryLoop struct {
	ctrl   LampController
	writer *kafka.Writer
}

func (l *TelemetryLoop) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for range t.C {
		r, err := l.ctrl.Sample()
		if err != nil {
			log.Printf("sample: %v", err)
			continue
		}
		payload, _ := json.Marshal(r)
		if err := l.writer.WriteMessages(ctx, kafka.Message{Key: []byte(r.Station), Value: payload}); err != nil {
			log.Printf("publish: %v", err)
		}
	}
}

func main() {
	tlsConf, err := brokerTLS()
	if err != nil {
		log.Fatalf("tls: %v", err)
	}
	writer := NewPublisherBuilder().
		Brokers(strings.Split(os.Getenv("KAFKA_BROKERS"), ",")...).
		Topic("lights.lantern-telemetry").
		TLS(tlsConf).
		Build()
	defer writer.Close()
	loop := &TelemetryLoop{
		ctrl:   fileController{station: os.Getenv("STATION_ID"), path: "/run/lampctl/status.json"},
		writer: writer,
	}
	loop.Run(context.Background(), 30*time.Second)
}
