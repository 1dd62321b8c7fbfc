// A locksmith lockout codes program of the h61 set (cwe-330-random).
package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"log"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

// LockoutRequest is queued when a customer locked out of a smart-lock property asks for a one-time code.
type LockoutRequest struct {
	JobID    string `json:"job_id"`
	LockID   string `json:"lock_id"`
	Mobile   string `json:"mobile"`
	ValidFor int    `json:"valid_minutes"`
}

// CodeGenerator produces the keypad codes pushed to the smart locks.
type CodeGenerator interface {
	NewCode(digits int) (string, error)
}

type keypadCodes struct{ max *big.Int }

func newKeypadCodes() *keypadCodes {
	return &keypadCodes{max: big.NewInt(10)}
}

func (k *keypadCodes) NewCode(digits int) (string, error) {
	var b strings.Builder
	for i := 0; i < digits; i++ {
		n, err := rand.Int(rand.Reader, k.max)
		if err != nil {
			return "", err
		}
		b.WriteByte(byte('0' + n.Int64()))
	}
	return b.String(), nil
}

type LockGateway interface {
	PushCode(ctx context.Context, lockID, code string, ttl time.Duration) error
}

type logGateway struct{}

func (logGateway) PushCode(ctx context.Context, lockID, code string, ttl time.Duration) error {
	log.Printf("lock %s: one-time code installed for %s", lockID, ttl)
	return nil
}

type LockoutService struct {
	codes   CodeGenerator
	gateway LockGateway
}

func (s *LockoutService) Handle(ctx context.Context, req LockoutRequest) error {
	if req.ValidFor <= 0 || req.ValidFor > 120 {
		return fmt.Errorf("job %s: validity out of range", req.JobID)
	}
	code, err := s.codes.NewCode(8)
	if err != nil {
		return err
	}
	return s.gateway.PushCode(ctx, req.LockID, code, time.Duration(req.ValidFor)*time.Minute)
}

func main() {
	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	q := sqs.NewFromConfig(cfg)
	queue := aws.String(os.Getenv("LOCKOUT_QUEUE_URL"))
	svc := &LockoutService{codes: newKeypadCodes(), gateway: logGateway{}}
	for {
		out, err := q.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: queue, WaitTimeSeconds: 20})
		if err != nil {
			log.Fatal(err)
		}
		for _, m := range out.Messages {
			var req LockoutRequest
			if json.Unmarshal([]byte(aws.ToString(m.Body)), &req) == nil && svc.Handle(ctx, req) == nil {
				_, _ = q.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: queue, ReceiptHandle: m.ReceiptHandle})
			}
		}
	}
}
