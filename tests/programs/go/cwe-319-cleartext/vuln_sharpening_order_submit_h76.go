// A knife sharpener sharpening order submit program of the h76 set (cwe-319-cleartext).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

const courierBase = "http://api.edgecourier.com/v2"

type pickupItem struct {
	Kind  string `json:"kind"`
	Count int    `json:"count"`
}

type pickupRequest struct {
	CustomerName  string       `json:"customer_name"`
	CustomerPhone string       `json:"customer_phone"`
	Address       string       `json:"address"`
	Items         []pickupItem `json:"items"`
	Window        string       `json:"window"`
}

// pickupBuilder assembles a courier pickup for a batch of blades.
type pickupBuilder struct {
	req pickupRequest
}

func newPickup() *pickupBuilder { return &pickupBuilder{} }

func (b *pickupBuilder) Customer(name, phone, address string) *pickupBuilder {
	b.req.CustomerName, b.req.CustomerPhone, b.req.Address = name, phone, address
	return b
}

func (b *pickupBuilder) Add(kind string, count int) *pickupBuilder {
	b.req.Items = append(b.req.Items, pickupItem{Kind: kind, Count: count})
	return b
}

func (b *pickupBuilder) Window(from time.Time) *pickupBuilder {
	b.req.Window = from.Format(time.RFC3339) + "/PT2H"
	return b
}

func (b *pickupBuilder) Send(ctx context.Context, client *http.Client, apiKey string) error {
	payload, err := json.Marshal(b.req)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, courierBase+"/pickups", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+apiKey)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("courier refused pickup: %s", resp.Status)
	}
	return nil
}

func main() {
	if len(os.Args) < 4 {
		log.Fatalf("usage: %s <name> <phone> <address>", os.Args[0])
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	err := newPickup().
		Customer(os.Args[1], os.Args[2], os.Args[3]).
		Add("chef knife", 3).
		Add("paring knife", 2).
		Window(time.Now().Add(24*time.Hour).Truncate(time.Hour)).
		Send(ctx, &http.Client{Timeout: 15 * time.Second}, os.Getenv("COURIER_API_KEY"))
	if err != nil {
		log.Fatal(err)
	}
	log.Println("pickup booked")
}
