// A courier partner tracking program of the h61 set (cwe-295-tls).
package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/segmentio/kafka-go"
)

// HandoverEvent is emitted when a parcel is passed to a partner carrier for the last mile.
type HandoverEvent struct {
	ParcelID       string `json:"parcel_id"`
	PartnerWaybill string `json:"partner_waybill"`
}

type TrackingStatus struct {
	State     string    `json:"state"`
	UpdatedAt time.Time `json:"updated_at"`
}

// PartnerTracker is one implementation per last-mile carrier.
type PartnerTracker interface {
	Status(ctx context.Context, waybill string) (*TrackingStatus, error)
}

type northlinkTracker struct {
	base   string
	apiKey string
	client *http.Client
}

func newNorthlinkTracker(base, apiKey string) (*northlinkTracker, error) {
	transport := &http.Transport{
		TLSClientConfig: &tls.Config{
			MinVersion:         tls.VersionTLS12,
			InsecureSkipVerify: true,
		},
	}
	return &northlinkTracker{base: base, apiKey: apiKey, client: &http.Client{Transport: transport, Timeout: 15 * time.Second}}, nil
}

func (t *northlinkTracker) Status(ctx context.Context, waybill string) (*TrackingStatus, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.base+"/v2/track/"+url.PathEscape(waybill), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Api-Key", t.apiKey)
	resp, err := t.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("tracking %s: status %d", waybill, resp.StatusCode)
	}
	var st TrackingStatus
	return &st, json.NewDecoder(resp.Body).Decode(&st)
}

func main() {
	tracker, err := newNorthlinkTracker("https://api.northlink-partners.net", os.Getenv("NORTHLINK_API_KEY"))
	if err != nil {
		log.Fatal(err)
	}
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","), Topic: "parcels.handover", GroupID: "partner-tracking",
	})
	defer reader.Close()
	for {
		msg, err := reader.ReadMessage(context.Background())
		if err != nil {
			log.Fatal(err)
		}
		var ev HandoverEvent
		if json.Unmarshal(msg.Value, &ev) != nil {
			continue
		}
		st, err := tracker.Status(context.Background(), ev.PartnerWaybill)
		if err != nil {
			log.Printf("parcel %s: %v", ev.ParcelID, err)
			continue
		}
		log.Printf("parcel %s is %s (as of %s)", ev.ParcelID, st.State, st.UpdatedAt.Format(time.RFC3339))
	}
}
