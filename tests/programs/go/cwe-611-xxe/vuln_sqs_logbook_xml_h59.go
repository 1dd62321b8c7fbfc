// Unseen set h59: sqs logbook xml
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"
	"sync"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

// CatchLine is one species entry of an electronic logbook (ERS) trip report.
type CatchLine struct {
	Species  string
	WeightKg float64
	Area     string
}

type LogbookParser interface {
	Parse(raw string) (vessel string, lines []CatchLine, err error)
}

type libxmlLogbookParser struct {
	p *parser.Parser
}

func newLogbookParser() *libxmlLogbookParser {
	// parser settings for the ERS trip report schema
	return &libxmlLogbookParser{p: parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)}
}

func (l *libxmlLogbookParser) Parse(raw string) (string, []CatchLine, error) {
	doc, err := l.p.ParseString(raw)
	if err != nil {
		return "", nil, err
	}
	defer doc.Free()

	vessel := xpath.String(doc.Find("string(/tripReport/vessel/@cfr)"))
	var lines []CatchLine
	for _, n := range xpath.NodeList(doc.Find("/tripReport/catch")) {
		lines = append(lines, CatchLine{
			Species:  strings.ToUpper(xpath.String(n.Find("string(species)"))),
			WeightKg: xpath.Number(n.Find("number(weightKg)")),
			Area:     xpath.String(n.Find("string(area)")),
		})
	}
	return vessel, lines, nil
}

// QuotaLedger keeps the remaining quota per vessel and species.
type QuotaLedger struct {
	mu     sync.Mutex
	landed map[string]float64
}

func (q *QuotaLedger) Deduct(vessel string, line CatchLine) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.landed[vessel+"/"+line.Species] += line.WeightKg
}

type QuotaService struct {
	parser LogbookParser
	ledger *QuotaLedger
}

func (s *QuotaService) Ingest(raw string) error {
	vessel, lines, err := s.parser.Parse(raw)
	if err != nil {
		return fmt.Errorf("trip report: %w", err)
	}
	if vessel == "" {
		return fmt.Errorf("trip report without vessel")
	}
	for _, l := range lines {
		s.ledger.Deduct(vessel, l)
	}
	log.Printf("vessel %s: %d catch lines booked", vessel, len(lines))
	return nil
}

func main() {
	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	client := sqs.NewFromConfig(cfg)
	queueURL := os.Getenv("LOGBOOK_QUEUE_URL")
	svc := &QuotaService{parser: newLogbookParser(), ledger: &QuotaLedger{landed: map[string]float64{}}}

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
			if err := svc.Ingest(aws.ToString(m.Body)); err != nil {
				log.Printf("message %s: %v", aws.ToString(m.MessageId), err)
				continue
			}
			_, _ = client.DeleteMessage(ctx, &sqs.DeleteMessageInput{
				QueueUrl:      aws.String(queueURL),
				ReceiptHandle: m.ReceiptHandle,
			})
		}
	}
}
