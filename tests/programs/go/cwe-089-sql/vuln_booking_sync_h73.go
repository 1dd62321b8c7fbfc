// A booking sync program of the h73 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"regexp"
	"strings"

	_ "github.com/lib/pq"
	"github.com/segmentio/kafka-go"
)

type envelope struct {
	Type    string `json:"type"`
	Partner string `json:"partner"`
	Data    string `json:"data"` // base64 encoded JSON body
}

type bookingUpdate struct {
	Ref    string `json:"booking_ref"`
	Status string `json:"status"`
	Seats  int    `json:"seats"`
}

var (
	refPattern    = regexp.MustCompile(`^WW-[0-9]{6}$`)
	knownStatuses = map[string]bool{"confirmed": true, "cancelled": true, "no_show": true, "rebooked": true}
)

func decodeUpdate(value []byte) (*bookingUpdate, string, error) {
	var env envelope
	if err := json.Unmarshal(value, &env); err != nil {
		return nil, "", err
	}
	if env.Type != "booking.updated" {
		return nil, "", nil
	}
	body, err := base64.StdEncoding.DecodeString(env.Data)
	if err != nil {
		return nil, "", fmt.Errorf("data field: %w", err)
	}
	var upd bookingUpdate
	if err := json.Unmarshal(body, &upd); err != nil {
		return nil, "", err
	}
	return &upd, env.Partner, nil
}

func apply(ctx context.Context, db *sql.DB, upd *bookingUpdate, partner string) error {
	ref := strings.TrimSpace(upd.Ref)
	fields := strings.Fields(ref)
	if len(fields) == 0 || !refPattern.MatchString(fields[0]) {
		return fmt.Errorf("bad booking reference %q", upd.Ref)
	}
	status := strings.ToLower(upd.Status)
	if !knownStatuses[status] {
		return fmt.Errorf("unknown status %q", upd.Status)
	}
	if upd.Seats < 0 || upd.Seats > 40 {
		return fmt.Errorf("seat count out of range")
	}

	stmt := fmt.Sprintf(
		"UPDATE bookings SET status = '%s', seats = %d, updated_by = 'kafka', updated_at = now() WHERE ref = '%s'",
		status, upd.Seats, ref)
	res, err := db.ExecContext(ctx, stmt)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		log.Printf("partner %s: no booking %s", partner, ref)
	}
	return nil
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("BOOKINGS_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID: "booking-sync",
		Topic:   "reseller.bookings",
	})
	defer reader.Close()

	ctx := context.Background()
	for {
		msg, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatalf("read: %v", err)
		}
		upd, partner, err := decodeUpdate(msg.Value)
		if err != nil {
			log.Printf("offset %d: %v", msg.Offset, err)
			continue
		}
		if upd == nil {
			continue
		}
		if err := apply(ctx, db, upd, partner); err != nil {
			log.Printf("offset %d: %v", msg.Offset, err)
		}
	}
}
