// A orchard delivery sync program of the h71 set (cwe-798-credentials).
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/go-sql-driver/mysql"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/robfig/cron/v3"
)

var ErrMissingSetting = errors.New("missing setting")

func weighbridgeDSN() (string, error) {
	addr, ok := os.LookupEnv("WEIGHBRIDGE_DB_ADDR")
	if !ok {
		return "", fmt.Errorf("%w: WEIGHBRIDGE_DB_ADDR", ErrMissingSetting)
	}
	user, ok := os.LookupEnv("WEIGHBRIDGE_DB_USER")
	if !ok {
		user = "press_sync"
	}
	pass, ok := os.LookupEnv("WEIGHBRIDGE_DB_PASSWORD")
	if !ok || pass == "" {
		return "", fmt.Errorf("%w: WEIGHBRIDGE_DB_PASSWORD", ErrMissingSetting)
	}
	cfg := mysql.Config{
		User:      user,
		Passwd:    pass,
		Net:       "tcp",
		Addr:      addr,
		DBName:    "weighbridge",
		ParseTime: true,
		Timeout:   10 * time.Second,
	}
	return cfg.FormatDSN(), nil
}

type delivery struct {
	Ticket  int64
	Grower  string
	Variety string
	Kilos   float64
	At      time.Time
}

type syncJob struct {
	src, dst *sql.DB
}

func (j *syncJob) run(ctx context.Context) error {
	var since time.Time
	if err := j.dst.QueryRowContext(ctx, `SELECT COALESCE(MAX(weighed_at), '1970-01-01') FROM deliveries`).Scan(&since); err != nil {
		return fmt.Errorf("last sync: %w", err)
	}
	rows, err := j.src.QueryContext(ctx,
		`SELECT ticket_no, grower_code, variety, net_kg, weighed_at FROM tickets WHERE weighed_at > ? ORDER BY weighed_at`, since)
	if err != nil {
		return fmt.Errorf("read weighbridge: %w", err)
	}
	defer rows.Close()

	copied := 0
	for rows.Next() {
		var d delivery
		if err := rows.Scan(&d.Ticket, &d.Grower, &d.Variety, &d.Kilos, &d.At); err != nil {
			return fmt.Errorf("scan ticket: %w", err)
		}
		if _, err := j.dst.ExecContext(ctx,
			`INSERT INTO deliveries (ticket_no, grower_code, variety, net_kg, weighed_at) VALUES ($1, $2, $3, $4, $5)
			 ON CONFLICT (ticket_no) DO NOTHING`, d.Ticket, d.Grower, d.Variety, d.Kilos, d.At); err != nil {
			return fmt.Errorf("ticket %d: %w", d.Ticket, err)
		}
		copied++
	}
	log.Printf("copied %d deliveries since %s", copied, since.Format(time.RFC3339))
	return rows.Err()
}

func main() {
	dsn, err := weighbridgeDSN()
	if err != nil {
		log.Fatal(err)
	}
	src, err := sql.Open("mysql", dsn)
	if err != nil {
		log.Fatal(err)
	}
	dst, err := sql.Open("pgx", os.Getenv("LEDGER_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	job := &syncJob{src: src, dst: dst}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	c := cron.New(cron.WithChain(cron.SkipIfStillRunning(cron.DefaultLogger)))
	_, err = c.AddFunc("@hourly", func() {
		runCtx, cancel := context.WithTimeout(ctx, 20*time.Minute)
		defer cancel()
		if err := job.run(runCtx); err != nil {
			log.Printf("delivery sync: %v", err)
		}
	})
	if err != nil {
		log.Fatal(err)
	}
	c.Start()
	<-ctx.Done()
	<-c.Stop().Done()
}
