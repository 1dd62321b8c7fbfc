// Unseen set h59: redis dock returns
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

const (
	streamName = "bike:returns"
	groupName  = "dock-ledger"
)

// ReturnEvent is one entry of the bike:returns stream written by the dock controllers.
type ReturnEvent struct {
	BikeID      string
	StationCode string
	DockNumber  string
}

func eventFromValues(values map[string]interface{}) ReturnEvent {
	str := func(k string) string {
		if v, ok := values[k].(string); ok {
			return v
		}
		return ""
	}
	return ReturnEvent{BikeID: str("bike_id"), StationCode: str("station"), DockNumber: str("dock")}
}

type DockLedger interface {
	MarkOccupied(ctx context.Context, ev ReturnEvent) error
}

type gormDockLedger struct {
	db *gorm.DB
}

func (l *gormDockLedger) MarkOccupied(ctx context.Context, ev ReturnEvent) error {
	const stmt = "UPDATE docks SET bike_id = ?, occupied_at = NOW() WHERE station_code = ? AND dock_no = ?"
	return l.db.WithContext(ctx).Exec(stmt, ev.BikeID, ev.StationCode, ev.DockNumber).Error
}

type ReturnService struct {
	ledger DockLedger
}

func (s *ReturnService) Record(ctx context.Context, ev ReturnEvent) error {
	if ev.BikeID == "" || ev.StationCode == "" || ev.DockNumber == "" {
		return fmt.Errorf("incomplete return event")
	}
	return s.ledger.MarkOccupied(ctx, ev)
}

type StreamWorker struct {
	rdb     *redis.Client
	service *ReturnService
	name    string
}

func (w *StreamWorker) Run(ctx context.Context) error {
	for {
		streams, err := w.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{
			Group:    groupName,
			Consumer: w.name,
			Streams:  []string{streamName, ">"},
			Count:    50,
			Block:    5 * time.Second,
		}).Result()
		if err == redis.Nil {
			continue
		}
		if err != nil {
			return err
		}
		for _, stream := range streams {
			for _, msg := range stream.Messages {
				if err := w.service.Record(ctx, eventFromValues(msg.Values)); err != nil {
					log.Printf("return %s: %v", msg.ID, err)
					continue
				}
				w.rdb.XAck(ctx, streamName, groupName, msg.ID)
			}
		}
	}
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("DOCKS_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	opts, err := redis.ParseURL(os.Getenv("REDIS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	worker := &StreamWorker{
		rdb:     redis.NewClient(opts),
		service: &ReturnService{ledger: &gormDockLedger{db: db}},
		name:    os.Getenv("HOSTNAME"),
	}
	log.Fatal(worker.Run(context.Background()))
}
