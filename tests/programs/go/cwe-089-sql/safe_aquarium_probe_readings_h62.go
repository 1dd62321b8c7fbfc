// An aquarium probe readings program of the h62 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"
)

// Probes in each exhibit tank publish readings to "tanks.<tank>.readings".
type reading struct {
	Tank        string  `json:"tank"`
	Probe       string  `json:"probe"`
	Temperature float64 `json:"temperature_c"`
	Salinity    float64 `json:"salinity_ppt"`
}

// sink is the last stage of the pipeline; stages wrap it.
type sink func(ctx context.Context, r reading) error

func requireProbe(next sink) sink {
	return func(ctx context.Context, r reading) error {
		if r.Probe == "" {
			return fmt.Errorf("reading without probe id")
		}
		return next(ctx, r)
	}
}

func decode(next sink) nats.MsgHandler {
	return func(m *nats.Msg) {
		var r reading
		if err := json.Unmarshal(m.Data, &r); err != nil {
			log.Printf("drop %s: %v", m.Subject, err)
			return
		}
		if r.Tank == "" {
			r.Tank = strings.Split(m.Subject, ".")[1]
		}
		if err := next(context.Background(), r); err != nil {
			log.Printf("store %s: %v", m.Subject, err)
		}
	}
}

func storeTo(pool *pgxpool.Pool) sink {
	return func(ctx context.Context, r reading) error {
		const stmt = "INSERT INTO tank_readings (tank, probe, temperature_c, salinity_ppt) VALUES ($1, $2, $3, $4)"
		_, err := pool.Exec(ctx, stmt, r.Tank, r.Probe, r.Temperature, r.Salinity)
		return err
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()

	handler := decode(requireProbe(storeTo(pool)))
	if _, err := nc.QueueSubscribe("tanks.*.readings", "reading-recorder", handler); err != nil {
		log.Fatal(err)
	}
	<-ctx.Done()
}
