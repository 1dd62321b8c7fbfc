// A ferry status consumer program of the h74 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/signal"
	"regexp"
	"strings"
	"time"

	_ "github.com/lib/pq"
	"github.com/segmentio/kafka-go"
)

type statusEvent struct {
	Vessel   string `json:"vessel"`
	Status   string `json:"status"`
	DelayMin int    `json:"delay_min"`
	Terminal string `json:"terminal"`
}

type boardUpdate struct {
	Vessel   string
	Status   string
	DelayMin int
}

var vesselRe = regexp.MustCompile(`[A-Z]{2}[0-9]{3}`)

var statuses = map[string]string{
	"on_time":   "ON TIME",
	"delayed":   "DELAYED",
	"cancelled": "CANCELLED",
	"boarding":  "BOARDING",
}

// produce reads the terminal topic and passes checked updates to the writer.
func produce(ctx context.Context, r *kafka.Reader, out chan<- boardUpdate) {
	defer close(out)
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return
		}
		var ev statusEvent
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			log.Printf("skip offset %d: %v", m.Offset, err)
			continue
		}
		code := vesselRe.FindString(strings.ToUpper(ev.Vessel))
		label, ok := statuses[ev.Status]
		if code == "" || !ok || ev.DelayMin < 0 || ev.DelayMin > 600 {
			log.Printf("skip offset %d: bad event from %s", m.Offset, ev.Terminal)
			continue
		}
		out <- boardUpdate{Vessel: ev.Vessel, Status: label, DelayMin: ev.DelayMin}
	}
}

// write applies updates one at a time; the board table is small and hot.
func write(ctx context.Context, db *sql.DB, in <-chan boardUpdate) {
	for u := range in {
		stmt := fmt.Sprintf(`UPDATE sailings SET status = '%s', delay_min = %d, updated_at = now()
			WHERE vessel_code = '%s' AND sail_date = CURRENT_DATE AND departed = false`,
			u.Status, u.DelayMin, u.Vessel)
		cctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		if _, err := db.ExecContext(cctx, stmt); err != nil {
			log.Printf("board update %s: %v", u.Vessel, err)
		}
		cancel()
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	db, err := sql.Open("postgres", os.Getenv("BOARD_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "sailings-board",
		Topic:   "terminal.crossing-status",
	})
	defer reader.Close()

	updates := make(chan boardUpdate, 64)
	done := make(chan struct{})
	go func() { write(ctx, db, updates); close(done) }()
	produce(ctx, reader, updates)
	<-done
}
