// A kiln schedule loader program of the h63 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/segmentio/kafka-go"
)

// FiringRequest arrives from the studio booking site when a gaffer reserves an annealer.
type FiringRequest struct {
	Kiln     string `json:"kiln"`
	Schedule string `json:"schedule"`
	Gaffer   string `json:"gaffer"`
}

type KilnCommand interface {
	Execute(ctx context.Context) ([]byte, error)
}

// LoadScheduleCommand pushes a named annealing curve to a kiln controller.
type LoadScheduleCommand struct {
	unit     string
	schedule string
}

func (c LoadScheduleCommand) Execute(ctx context.Context) ([]byte, error) {
	return exec.CommandContext(ctx, "kilnctl", "--unit", c.unit, "load-schedule", c.schedule).CombinedOutput()
}

var schedulePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,39}$`)

type FiringPlanner struct {
	units map[string]string // kiln name -> controller unit id
}

func (p *FiringPlanner) Plan(req FiringRequest) (KilnCommand, error) {
	unit, ok := p.units[req.Kiln]
	if !ok {
		return nil, fmt.Errorf("unknown kiln %q", req.Kiln)
	}
	if !schedulePattern.MatchString(req.Schedule) {
		return nil, fmt.Errorf("invalid schedule name %q", req.Schedule)
	}
	return LoadScheduleCommand{unit: unit, schedule: req.Schedule}, nil
}

type FiringConsumer struct {
	reader  *kafka.Reader
	planner *FiringPlanner
}

func (c *FiringConsumer) Run(ctx context.Context) error {
	for {
		msg, err := c.reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		c.handle(ctx, msg.Value)
		if err := c.reader.CommitMessages(ctx, msg); err != nil {
			return err
		}
	}
}

func (c *FiringConsumer) handle(ctx context.Context, payload []byte) {
	var req FiringRequest
	if err := json.Unmarshal(payload, &req); err != nil {
		log.Printf("unreadable firing request: %v", err)
		return
	}
	cmd, err := c.planner.Plan(req)
	if err != nil {
		log.Printf("firing for %s refused: %v", req.Gaffer, err)
		return
	}
	runCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := cmd.Execute(runCtx)
	if err != nil {
		log.Printf("kilnctl failed: %v: %s", err, out)
		return
	}
	log.Printf("schedule %s loaded on %s", req.Schedule, req.Kiln)
}

func main() {
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "kiln-controller",
		Topic:   "hotshop.firings",
	})
	defer reader.Close()
	planner := &FiringPlanner{units: map[string]string{
		"annealer-1": "A1",
		"annealer-2": "A2",
		"garage":     "G1",
	}}
	consumer := &FiringConsumer{reader: reader, planner: planner}
	log.Fatal(consumer.Run(context.Background()))
}
