// A tree tag printer program of the h74 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"sync"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
)

type tagOrder struct {
	OrderID  int64  `json:"order_id"`
	Printer  string `json:"printer"`
	Caption  string `json:"caption"` // e.g. "Fraser Fir 7ft - Hendricks family"
	Quantity int    `json:"quantity"`
}

func printTag(ctx context.Context, o tagOrder) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmdline := fmt.Sprintf("printf '%%s\\n' '%s' | lp -d %s -n %d -t order-%d",
		o.Caption, o.Printer, o.Quantity, o.OrderID)
	out, err := exec.CommandContext(ctx, "/bin/sh", "-c", cmdline).CombinedOutput()
	if err != nil {
		return fmt.Errorf("lp: %v: %s", err, out)
	}
	return nil
}

func worker(ctx context.Context, id int, deliveries <-chan amqp.Delivery, wg *sync.WaitGroup) {
	defer wg.Done()
	for d := range deliveries {
		var o tagOrder
		if err := json.Unmarshal(d.Body, &o); err != nil {
			log.Printf("worker %d: bad message: %v", id, err)
			d.Nack(false, false)
			continue
		}
		if o.Quantity < 1 || o.Quantity > 20 {
			o.Quantity = 1
		}
		if err := printTag(ctx, o); err != nil {
			log.Printf("worker %d: order %d: %v", id, o.OrderID, err)
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	if err := ch.Qos(4, 0, false); err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("farm.tags.print", "tag-printer", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}

	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go worker(ctx, i, deliveries, &wg)
	}

	<-ctx.Done()
	ch.Close()
	wg.Wait()
}
