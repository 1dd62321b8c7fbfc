// A chimney certificates sqs program of the h61 set (cwe-798-credentials).
// sweep-reports turns finished chimney inspections into PDF certificates for homeowners.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

type InspectionDone struct {
	JobID       string    `json:"job_id"`
	Address     string    `json:"address"`
	Flues       int       `json:"flues"`
	Sweeper     string    `json:"sweeper"`
	InspectedAt time.Time `json:"inspected_at"`
	CORating    string    `json:"co_rating"`
}

// CertificateIssuer has a PDF implementation and a plain-text one for the e-mail fallback.
type CertificateIssuer interface {
	Issue(ctx context.Context, ev InspectionDone) (string, error)
}

type textIssuer struct{}

func (textIssuer) Issue(ctx context.Context, ev InspectionDone) (string, error) {
	return fmt.Sprintf("Certificate %s: %d flue(s) at %s swept by %s on %s, CO check %s",
		ev.JobID, ev.Flues, ev.Address, ev.Sweeper, ev.InspectedAt.Format("02/01/2006"), ev.CORating), nil
}

type QueueWorker struct {
	client *sqs.Client
	queue  string
	issuer CertificateIssuer
}

func (w *QueueWorker) Poll(ctx context.Context) error {
	out, err := w.client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
		QueueUrl: aws.String(w.queue), MaxNumberOfMessages: 5, WaitTimeSeconds: 20,
	})
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		var ev InspectionDone
		if err := json.Unmarshal([]byte(aws.ToString(m.Body)), &ev); err != nil {
			continue
		}
		cert, err := w.issuer.Issue(ctx, ev)
		if err != nil {
			log.Printf("job %s: %v", ev.JobID, err)
			continue
		}
		log.Println(cert)
		_, _ = w.client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(w.queue), ReceiptHandle: m.ReceiptHandle})
	}
	return nil
}

func loadAWSConfig(ctx context.Context) (aws.Config, error) {
	return config.LoadDefaultConfig(ctx,
		config.WithRegion("eu-west-2"),
		config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(
			"AKIAW3RZQ7NK5HTB2XLD", "kP9vT2mQx7Lr4sHbWc1ZyE8nJ3uFgA6oRdV0tKiN", "")),
	)
}

func main() {
	ctx := context.Background()
	cfg, err := loadAWSConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	w := &QueueWorker{client: sqs.NewFromConfig(cfg), queue: os.Getenv("INSPECTIONS_QUEUE_URL"), issuer: textIssuer{}}
	for {
		if err := w.Poll(ctx); err != nil {
			log.Printf("poll: %v", err)
			time.Sleep(5 * time.Second)
		}
	}
}
