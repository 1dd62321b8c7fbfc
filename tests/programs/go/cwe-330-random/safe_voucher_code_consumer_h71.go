// A voucher code consumer program of the h71 set (cwe-330-random).
package main

import (
	"context"
	crand "crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math/big"
	"os"
	"strings"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
)

const voucherAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

var ErrBadEvent = errors.New("subscription event incomplete")

type subscriptionPurchased struct {
	SubscriptionID string    `json:"subscription_id"`
	CustomerEmail  string    `json:"customer_email"`
	Plan           string    `json:"plan"`
	Blades         int       `json:"blades"`
	PurchasedAt    time.Time `json:"purchased_at"`
}

type picker func(n int) (int, error)

func newPicker() picker {
	return func(n int) (int, error) {
		v, err := crand.Int(crand.Reader, big.NewInt(int64(n)))
		if err != nil {
			return 0, err
		}
		return int(v.Int64()), nil
	}
}

func voucherCode(pick picker, groups int) (string, error) {
	parts := make([]string, 0, groups)
	for g := 0; g < groups; g++ {
		var b strings.Builder
		for i := 0; i < 4; i++ {
			idx, err := pick(len(voucherAlphabet))
			if err != nil {
				return "", fmt.Errorf("voucher code: %w", err)
			}
			b.WriteByte(voucherAlphabet[idx])
		}
		parts = append(parts, b.String())
	}
	return strings.Join(parts, "-"), nil
}

func vouchersFor(ev subscriptionPurchased) ([]string, error) {
	if ev.SubscriptionID == "" || ev.Blades <= 0 || ev.Blades > 50 {
		return nil, fmt.Errorf("%w: %+v", ErrBadEvent, ev)
	}
	pick := newPicker()
	codes := make([]string, 0, ev.Blades)
	for len(codes) < ev.Blades {
		c, err := voucherCode(pick, 3)
		if err != nil {
			return nil, err
		}
		codes = append(codes, c)
	}
	return codes, nil
}

func main() {
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatalf("amqp dial: %v", err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatalf("amqp channel: %v", err)
	}
	if err := ch.Qos(10, 0, false); err != nil {
		log.Fatalf("qos: %v", err)
	}
	deliveries, err := ch.Consume("subscriptions.purchased", "voucher-issuer", false, false, false, false, nil)
	if err != nil {
		log.Fatalf("consume: %v", err)
	}

	for d := range deliveries {
		var ev subscriptionPurchased
		if err := json.Unmarshal(d.Body, &ev); err != nil {
			log.Printf("discarding undecodable message: %v", err)
			_ = d.Nack(false, false)
			continue
		}
		codes, err := vouchersFor(ev)
		if errors.Is(err, ErrBadEvent) {
			log.Printf("discarding: %v", err)
			_ = d.Nack(false, false)
			continue
		} else if err != nil {
			log.Printf("subscription %s: retry later: %v", ev.SubscriptionID, err)
			_ = d.Nack(false, true)
			continue
		}

		body, _ := json.Marshal(map[string]any{"subscription_id": ev.SubscriptionID, "email": ev.CustomerEmail, "vouchers": codes})
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err = ch.PublishWithContext(ctx, "notifications", "vouchers.issued", false, false,
			amqp.Publishing{ContentType: "application/json", Body: body})
		cancel()
		if err != nil {
			log.Printf("subscription %s: publish: %v", ev.SubscriptionID, err)
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
}
