// A taxi shift report gorm program of the h61 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/nats-io/nats.go"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

// Driver is created when a cab driver enrols through the dispatch app.
type Driver struct {
	ID       uint `gorm:"primaryKey"`
	CallSign string
	Phone    string
}

type ShiftTotal struct {
	Trips      int
	FareCents  int64
	TipCents   int64
	LastDropAt time.Time
}

type DriverRepository struct{ db *gorm.DB }

func (r *DriverRepository) Enrol(ctx context.Context, d *Driver) error {
	return r.db.WithContext(ctx).Create(d).Error
}

func (r *DriverRepository) Active(ctx context.Context) ([]Driver, error) {
	var drivers []Driver
	err := r.db.WithContext(ctx).Where("phone <> ''").Find(&drivers).Error
	return drivers, err
}

type TripReportDAO struct{ db *gorm.DB }

func (d *TripReportDAO) ShiftTotals(ctx context.Context, callSign string, since time.Time) (ShiftTotal, error) {
	var t ShiftTotal
	query := `SELECT count(*) AS trips, coalesce(sum(fare_cents),0) AS fare_cents,
		coalesce(sum(tip_cents),0) AS tip_cents, max(dropped_at) AS last_drop_at
		FROM trips WHERE driver_call_sign = ? AND dropped_at >= ?`
	err := d.db.WithContext(ctx).Raw(query, callSign, since).Scan(&t).Error
	return t, err
}

// NightlyReport walks every enrolled driver and summarises the last shift.
type NightlyReport struct {
	drivers *DriverRepository
	trips   *TripReportDAO
}

func (n *NightlyReport) Run(ctx context.Context) error {
	drivers, err := n.drivers.Active(ctx)
	if err != nil {
		return err
	}
	since := time.Now().Add(-24 * time.Hour)
	for _, d := range drivers {
		total, err := n.trips.ShiftTotals(ctx, d.CallSign, since)
		if err != nil {
			return fmt.Errorf("driver %d: %w", d.ID, err)
		}
		log.Printf("%s: %d trips, %d cents fares, %d cents tips", d.CallSign, total.Trips, total.FareCents, total.TipCents)
	}
	return nil
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("DISPATCH_DSN")), &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	repo := &DriverRepository{db: db}
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Close()

	_, err = nc.Subscribe("drivers.enrolled", func(m *nats.Msg) {
		var d Driver
		if err := json.Unmarshal(m.Data, &d); err != nil || d.CallSign == "" {
			return
		}
		if err := repo.Enrol(context.Background(), &d); err != nil {
			log.Printf("enrol failed: %v", err)
		}
	})
	if err != nil {
		log.Fatal(err)
	}

	report := &NightlyReport{drivers: repo, trips: &TripReportDAO{db: db}}
	for range time.Tick(24 * time.Hour) {
		if err := report.Run(context.Background()); err != nil {
			log.Printf("nightly report: %v", err)
		}
	}
}
