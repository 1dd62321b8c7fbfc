// Unseen set h59: amqp berth webhooks
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
)

// BerthSubscription is published by the port community portal when a shipping
// agent asks to be notified about berth changes for a vessel call.
type BerthSubscription struct {
	VesselIMO   string `json:"vesselImo"`
	AgentID     string `json:"agentId"`
	CallbackURL string `json:"callbackUrl"`
}

type CallbackNotifier interface {
	Verify(ctx context.Context, sub BerthSubscription) error
}

type httpNotifier struct {
	client *http.Client
}

func (n *httpNotifier) Verify(ctx context.Context, sub BerthSubscription) error {
	target, err := url.Parse(sub.CallbackURL)
	if err != nil {
		return fmt.Errorf("callback url: %w", err)
	}
	body, _ := json.Marshal(map[string]string{"event": "subscription.verify", "vesselImo": sub.VesselIMO})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := n.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("callback answered %d", resp.StatusCode)
	}
	return nil
}

type SubscriptionService struct {
	notifier CallbackNotifier
	active   map[string][]BerthSubscription
}

func (s *SubscriptionService) Subscribe(ctx context.Context, sub BerthSubscription) error {
	if len(sub.VesselIMO) != 7 || sub.AgentID == "" {
		return fmt.Errorf("incomplete subscription for agent %q", sub.AgentID)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := s.notifier.Verify(ctx, sub); err != nil {
		return fmt.Errorf("verify callback: %w", err)
	}
	s.active[sub.VesselIMO] = append(s.active[sub.VesselIMO], sub)
	return nil
}

func main() {
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("berth.subscriptions", "berth-webhooks", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}

	client := &http.Client{
		Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	svc := &SubscriptionService{notifier: &httpNotifier{client: client}, active: map[string][]BerthSubscription{}}
	for d := range deliveries {
		var sub BerthSubscription
		if err := json.Unmarshal(d.Body, &sub); err != nil {
			_ = d.Nack(false, false)
			continue
		}
		if err := svc.Subscribe(context.Background(), sub); err != nil {
			log.Printf("subscription %s: %v", d.MessageId, err)
			_ = d.Nack(false, false)
			continue
		}
		_ = d.Ack(false)
	}
}
