// A fulfilment worker program of the h73 set (cwe-798-credentials).
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
)

const (
	brokerHost  = "mq.wandsandwonders.co.uk:5671"
	courierAPI  = "https://api.parcelhopper.co.uk/v1/labels"
	courierAuth = "d2FuZHNhbmR3b25kZXJzOkFicjQtY2FkNGJyYSEyMDIz"
)

type paidOrder struct {
	OrderID  string `json:"order_id"`
	Name     string `json:"ship_name"`
	Address  string `json:"ship_address"` // newline separated
	Postcode string `json:"ship_postcode"`
	WeightG  int    `json:"weight_g"`
}

func brokerURL() string {
	u := url.URL{
		Scheme: "amqps",
		User:   url.UserPassword("fulfilment", "Pr3sto-Chang0!"),
		Host:   brokerHost,
		Path:   "/shop",
	}
	return u.String()
}

func courierCredentials() (string, string) {
	raw, _ := base64.StdEncoding.DecodeString(courierAuth)
	user, pass, _ := strings.Cut(string(raw), ":")
	return user, pass
}

func requestLabel(client *http.Client, o paidOrder) error {
	lines := strings.Split(strings.TrimSpace(o.Address), "\n")
	var body bytes.Buffer
	err := json.NewEncoder(&body).Encode(map[string]any{
		"reference": o.OrderID,
		"recipient": map[string]any{"name": o.Name, "lines": lines, "postcode": strings.ToUpper(o.Postcode)},
		"parcel":    map[string]int{"weight_g": o.WeightG},
		"service":   "tracked-48",
	})
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, courierAPI, &body)
	if err != nil {
		return err
	}
	user, pass := courierCredentials()
	req.SetBasicAuth(user, pass)
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("courier answered %s", resp.Status)
	}
	return nil
}

func main() {
	conn, err := amqp.Dial(brokerURL())
	if err != nil {
		log.Fatalf("broker: %v", err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	if err := ch.Qos(5, 0, false); err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("orders.paid", "fulfilment-worker", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}

	client := &http.Client{Timeout: 20 * time.Second}
	for d := range deliveries {
		var o paidOrder
		if err := json.Unmarshal(d.Body, &o); err != nil {
			log.Printf("dropping unreadable message: %v", err)
			_ = d.Reject(false)
			continue
		}
		if err := requestLabel(client, o); err != nil {
			log.Printf("order %s: %v", o.OrderID, err)
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	os.Exit(1)
}
