// A watch intake sqs program of the h61 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

// IntakeEvent is queued when a customer uploads photos of a watch for a repair quote.
type IntakeEvent struct {
	TicketID  string `json:"ticket_id"`
	PhotoName string `json:"photo_name"`
}

type Thumbnailer interface {
	Thumbnail(ctx context.Context, src, dst string) error
}

type imageMagick struct{ size string }

func (m imageMagick) Thumbnail(ctx context.Context, src, dst string) error {
	return exec.CommandContext(ctx, "convert", src, "-auto-orient", "-thumbnail", m.size, dst).Run()
}

var ticketPattern = regexp.MustCompile(`^[A-Z0-9-]{6,20}$`)

type PhotoPolicy struct{ allowed []string }

func (p PhotoPolicy) Accept(name string) bool {
	if name != filepath.Base(name) || strings.HasPrefix(name, "-") || strings.HasPrefix(name, ".") {
		return false
	}
	lower := strings.ToLower(name)
	for _, ext := range p.allowed {
		if strings.HasSuffix(lower, ext) {
			return true
		}
	}
	return false
}

type IntakeProcessor struct {
	spool  string
	policy PhotoPolicy
	thumbs Thumbnailer
}

func (p *IntakeProcessor) Process(ctx context.Context, ev IntakeEvent) error {
	if !ticketPattern.MatchString(ev.TicketID) {
		return fmt.Errorf("bad ticket id %q", ev.TicketID)
	}
	if !p.policy.Accept(ev.PhotoName) {
		return fmt.Errorf("ticket %s: unsupported photo %q", ev.TicketID, ev.PhotoName)
	}
	src := filepath.Join(p.spool, ev.PhotoName)
	dst := filepath.Join(p.spool, "thumbs", ev.TicketID+".jpg")
	return p.thumbs.Thumbnail(ctx, src, dst)
}

func main() {
	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	client := sqs.NewFromConfig(cfg)
	queueURL := os.Getenv("INTAKE_QUEUE_URL")
	proc := &IntakeProcessor{
		spool:  "/var/spool/watch-intake",
		policy: PhotoPolicy{allowed: []string{".jpg", ".jpeg", ".png", ".heic"}},
		thumbs: imageMagick{size: "640x640"},
	}
	for {
		out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl:            aws.String(queueURL),
			MaxNumberOfMessages: 10,
			WaitTimeSeconds:     20,
		})
		if err != nil {
			log.Fatal(err)
		}
		for _, m := range out.Messages {
			var ev IntakeEvent
			if err := json.Unmarshal([]byte(aws.ToString(m.Body)), &ev); err != nil {
				continue
			}
			if err := proc.Process(ctx, ev); err != nil {
				log.Printf("intake: %v", err)
				continue
			}
			_, _ = client.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queueURL), ReceiptHandle: m.ReceiptHandle})
		}
	}
}
