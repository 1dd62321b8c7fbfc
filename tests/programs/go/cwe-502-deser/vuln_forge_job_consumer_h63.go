// A forge job consumer program of the h63 set (cwe-502-deser).
package main

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strings"

	"github.com/IBM/sarama"
)

// Step is one stage of a forging job run on one of the smithy's forges.
type Step interface {
	Run(ctx context.Context, forge string) error
}

type HeatStep struct{ TargetC, Minutes int }

func (s HeatStep) Run(_ context.Context, forge string) error {
	log.Printf("%s: heat to %d C for %d min", forge, s.TargetC, s.Minutes)
	return nil
}

type QuenchStep struct{ Medium string }

func (s QuenchStep) Run(_ context.Context, forge string) error {
	log.Printf("%s: quench in %s", forge, s.Medium)
	return nil
}

// MaintenanceStep runs a workshop helper script; the overnight scheduler runs gas-line purges with it.
type MaintenanceStep struct {
	Script string
	Args   []string
}

func (s MaintenanceStep) Run(ctx context.Context, _ string) error {
	return exec.CommandContext(ctx, s.Script, s.Args...).Run()
}

func init() {
	gob.Register(HeatStep{})
	gob.Register(QuenchStep{})
	gob.Register(MaintenanceStep{})
}

// ForgeJob is published by the booking portal when a customer books a forging slot.
type ForgeJob struct {
	JobID string
	Smith string
	Steps []Step
}

type gobJobDecoder struct{}

func (gobJobDecoder) Decode(payload []byte) (*ForgeJob, error) {
	var job ForgeJob
	if err := gob.NewDecoder(bytes.NewReader(payload)).Decode(&job); err != nil {
		return nil, err
	}
	return &job, nil
}

type JobRunner struct{ forges map[string]bool }

func (r *JobRunner) Run(ctx context.Context, forge string, job *ForgeJob) error {
	if !r.forges[forge] {
		return fmt.Errorf("unknown forge %q", forge)
	}
	for i, s := range job.Steps {
		if err := s.Run(ctx, forge); err != nil {
			return fmt.Errorf("job %s step %d: %w", job.JobID, i, err)
		}
	}
	return nil
}

type jobHandler struct {
	decoder gobJobDecoder
	runner  *JobRunner
}

func (jobHandler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (jobHandler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h jobHandler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if job, err := h.decoder.Decode(msg.Value); err != nil {
			log.Printf("offset %d: undecodable job: %v", msg.Offset, err)
		} else if err := h.runner.Run(sess.Context(), string(msg.Key), job); err != nil {
			log.Printf("job %s: %v", job.JobID, err)
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

func main() {
	runner := &JobRunner{forges: map[string]bool{"main-forge": true, "coal-hearth": true}}
	group, err := sarama.NewConsumerGroup(strings.Split(os.Getenv("KAFKA_BROKERS"), ","), "forge-runner", sarama.NewConfig())
	if err != nil {
		log.Fatalf("kafka: %v", err)
	}
	for {
		if err := group.Consume(context.Background(), []string{"smithy.forge-jobs"}, jobHandler{runner: runner}); err != nil {
			log.Fatalf("consume: %v", err)
		}
	}
}
