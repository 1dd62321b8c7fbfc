// A order status sync program of the h70 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"regexp"
	"slices"
	"strings"

	_ "github.com/go-sql-driver/mysql"
	"github.com/segmentio/kafka-go"
)

var (
	refPattern = regexp.MustCompile(`^CLG-[0-9]{4,8}$`)
	skuPattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{2}-(EU)?[0-9]{2}$`)
)

type lineItem struct {
	Ref string `json:"ref"`
	SKU string `json:"sku"`
}

type statusCheck struct {
	Shop  string     `json:"shop"`
	Items []lineItem `json:"items"`
}

type stage struct {
	Ref   string `json:"ref"`
	Stage string `json:"stage"`
}

func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

func lookupStages(ctx context.Context, db *sql.DB, check statusCheck) ([]stage, error) {
	if slices.ContainsFunc(check.Items, func(it lineItem) bool { return !refPattern.MatchString(it.Ref) || !skuPattern.MatchString(it.SKU) }) {
		return nil, fmt.Errorf("shop %s sent an unrecognised line item", check.Shop)
	}
	quoted := Map(check.Items, func(it lineItem) string { return "'" + it.Ref + "'" })
	stmt := "SELECT order_ref, stage FROM workshop_orders WHERE order_ref IN (" + strings.Join(quoted, ",") + ")"

	rows, err := db.QueryContext(ctx, stmt)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []stage
	for rows.Next() {
		var s stage
		if err := rows.Scan(&s.Ref, &s.Stage); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func main() {
	db, err := sql.Open("mysql", os.Getenv("WORKSHOP_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	brokers := strings.Split(os.Getenv("KAFKA_BROKERS"), ",")
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers: brokers,
		GroupID: "clog-status-sync",
		Topic:   "shop.order-status.requests",
	})
	defer reader.Close()
	writer := &kafka.Writer{Addr: kafka.TCP(brokers...), Topic: "shop.order-status.replies"}
	defer writer.Close()

	ctx := context.Background()
	for {
		m, err := reader.ReadMessage(ctx)
		if err != nil {
			log.Fatalf("read: %v", err)
		}
		var check statusCheck
		if err := json.Unmarshal(m.Value, &check); err != nil || len(check.Items) == 0 {
			log.Printf("skipping offset %d: bad payload", m.Offset)
			continue
		}
		stages, err := lookupStages(ctx, db, check)
		if err != nil {
			log.Printf("offset %d: %v", m.Offset, err)
			continue
		}
		body, _ := json.Marshal(stages)
		if err := writer.WriteMessages(ctx, kafka.Message{Key: []byte(check.Shop), Value: body}); err != nil {
			log.Printf("reply for %s: %v", check.Shop, err)
		}
	}
}
