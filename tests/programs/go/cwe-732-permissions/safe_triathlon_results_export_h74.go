// A triathlon results export program of the h74 set (cwe-732-permissions).
package main

import (
	"context"
	"database/sql"
	"encoding/csv"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"time"

	_ "github.com/lib/pq"
	"github.com/robfig/cron/v3"
	"golang.org/x/sync/errgroup"
)

const exportRoot = "/srv/timing-share/exports"

type finisher struct {
	Bib          int
	Name         string
	Split        string
	Total        string
	EmergencyTel string
	MedicalNotes string
}

func loadFinishers(ctx context.Context, db *sql.DB, eventID string) ([]finisher, error) {
	rows, err := db.QueryContext(ctx, `SELECT bib, name, swim_bike_run, total, emergency_phone, medical_notes
		FROM results JOIN athletes USING (athlete_id) WHERE event_id = $1 ORDER BY total`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []finisher
	for rows.Next() {
		var f finisher
		if err := rows.Scan(&f.Bib, &f.Name, &f.Split, &f.Total, &f.EmergencyTel, &f.MedicalNotes); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

func writeExport(eventID string, fs []finisher) error {
	dir := filepath.Join(exportRoot, eventID)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	tmp := filepath.Join(dir, ".results.csv.tmp")
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"bib", "name", "splits", "total", "emergency_phone", "medical_notes"})
	for _, x := range fs {
		w.Write([]string{strconv.Itoa(x.Bib), x.Name, x.Split, x.Total, x.EmergencyTel, x.MedicalNotes})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, "results.csv"))
}

func exportAll(db *sql.DB, events []string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(3)
	for _, ev := range events {
		ev := ev
		g.Go(func() error {
			fs, err := loadFinishers(ctx, db, ev)
			if err != nil {
				return err
			}
			return writeExport(ev, fs)
		})
	}
	if err := g.Wait(); err != nil {
		log.Printf("results export: %v", err)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("RACE_DB"))
	if err != nil {
		log.Fatal(err)
	}
	events := []string{"lakeside-sprint-2025", "coastal-olympic-2025", "ironpine-70-3"}

	c := cron.New()
	c.AddFunc("@hourly", func() { exportAll(db, events) })
	c.Start()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	<-stop
	<-c.Stop().Done()
}
