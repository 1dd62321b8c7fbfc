// Unseen set h59: amqp unlock codes
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"math/rand"
	"os"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
)

// UnlockRequest is sent by the rider app (via the API tier) over AMQP RPC.
type UnlockRequest struct {
	RiderID   string `json:"riderId"`
	StationID string `json:"stationId"`
	DockNo    int    `json:"dockNo"`
}

// UnlockGrant carries the one-time code the rider types on the dock keypad.
type UnlockGrant struct {
	Code      string    `json:"code"`
	ExpiresAt time.Time `json:"expiresAt"`
}

type CodeGenerator interface {
	NewCode() (string, error)
}

type keypadCodes struct {
	digits int
}

func (g keypadCodes) NewCode() (string, error) {
	limit := 1
	for i := 0; i < g.digits; i++ {
		limit *= 10
	}
	n := rand.Intn(limit)
	return fmt.Sprintf("%0*d", g.digits, n), nil
}

type UnlockService struct {
	codes CodeGenerator
	ttl   time.Duration
}

func (s *UnlockService) Grant(req UnlockRequest) (UnlockGrant, error) {
	if req.RiderID == "" || req.StationID == "" || req.DockNo <= 0 {
		return UnlockGrant{}, fmt.Errorf("incomplete unlock request")
	}
	code, err := s.codes.NewCode()
	if err != nil {
		return UnlockGrant{}, err
	}
	return UnlockGrant{Code: code, ExpiresAt: time.Now().Add(s.ttl)}, nil
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
	msgs, err := ch.Consume("docks.unlock.rpc", "unlock-service", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}

	svc := &UnlockService{codes: keypadCodes{digits: 6}, ttl: 90 * time.Second}
	for d := range msgs {
		var req UnlockRequest
		var body []byte
		if err := json.Unmarshal(d.Body, &req); err == nil {
			if grant, err := svc.Grant(req); err == nil {
				body, _ = json.Marshal(grant)
			}
		}
		if body == nil {
			body = []byte(`{"error":"unlock refused"}`)
		}
		err := ch.PublishWithContext(context.Background(), "", d.ReplyTo, false, false, amqp.Publishing{
			ContentType:   "application/json",
			CorrelationId: d.CorrelationId,
			Body:          body,
		})
		if err != nil {
			log.Printf("reply %s: %v", d.CorrelationId, err)
		}
		_ = d.Ack(false)
	}
}
