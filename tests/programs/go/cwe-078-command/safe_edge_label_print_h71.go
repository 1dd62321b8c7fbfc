// A edge label print program of the h71 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
)

type sharpenedEvent struct {
	OrderID   string  `json:"order_id"`
	Owner     string  `json:"owner"`
	BladeType string  `json:"blade_type"`
	Grit      int     `json:"grit"`
	Angle     float64 `json:"angle"`
}

var (
	ErrMissingOwner = errors.New("event has no owner")
	ErrBadField     = errors.New("field not printable")
)

var (
	orderIDPattern = regexp.MustCompile(`^SH-[0-9]{6}$`)
	ownerPattern   = regexp.MustCompile(`^[\p{L}\p{N} .'-]{1,40}$`)
)

func checkEvent(ev sharpenedEvent) error {
	id, owner := ev.OrderID, ev.Owner
	if !orderIDPattern.MatchString(id) {
		return fmt.Errorf("%w: order_id=%q", ErrBadField, id)
	}
	if owner == "" {
		return ErrMissingOwner
	}
	if !ownerPattern.MatchString(owner) {
		return fmt.Errorf("%w: owner", ErrBadField)
	}
	return nil
}

func printTag(ctx context.Context, printer string, ev sharpenedEvent) error {
	tag := fmt.Sprintf("%s / %s / %d grit @ %.0f deg", ev.Owner, ev.OrderID, ev.Grit, ev.Angle)
	script := fmt.Sprintf(`printf '%%s\n' "%s" | lp -d %s -o media=Custom.62x29mm`, tag, printer)

	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "/bin/sh", "-c", script).CombinedOutput()
	if err != nil {
		return fmt.Errorf("lp: %w: %s", err, out)
	}
	return nil
}

func main() {
	url := os.Getenv("NATS_URL")
	if url == "" {
		url = nats.DefaultURL
	}
	printer := os.Getenv("TAG_PRINTER")
	if printer == "" {
		printer = "bench_zebra"
	}

	nc, err := nats.Connect(url, nats.Name("edge-tag-printer"))
	if err != nil {
		log.Fatalf("connect nats: %v", err)
	}
	defer nc.Drain()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	_, err = nc.QueueSubscribe("sharpening.finished", "tag-printers", func(m *nats.Msg) {
		var ev sharpenedEvent
		if err := json.Unmarshal(m.Data, &ev); err != nil {
			log.Printf("drop malformed event: %v", err)
			return
		}
		if err := checkEvent(ev); err != nil {
			log.Printf("order %q: not printing tag: %v", ev.OrderID, err)
			return
		}
		if err := printTag(ctx, printer, ev); err != nil {
			log.Printf("order %s: %v", ev.OrderID, err)
			return
		}
		log.Printf("order %s: tag printed", ev.OrderID)
	})
	if err != nil {
		log.Fatalf("subscribe: %v", err)
	}

	<-ctx.Done()
	log.Println("shutting down tag printer")
}
