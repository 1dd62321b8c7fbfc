// Unseen set h59: cli controlled drugs export
package main

import (
	"context"
	"database/sql"
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
)

// DispensingRecord is one line of the controlled-drugs register.
type DispensingRecord struct {
	RxNumber   string
	Drug       string
	Quantity   int
	Patient    string
	Pharmacist string
	At         time.Time
}

type RegisterSource interface {
	Day(ctx context.Context, day time.Time) ([]DispensingRecord, error)
}

type sqlRegister struct {
	db *sql.DB
}

func (s *sqlRegister) Day(ctx context.Context, day time.Time) ([]DispensingRecord, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT rx_number, drug_name, quantity, patient_ref, pharmacist_id, dispensed_at
		   FROM cd_register WHERE dispensed_at >= $1 AND dispensed_at < $2 ORDER BY dispensed_at`,
		day, day.AddDate(0, 0, 1))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []DispensingRecord
	for rows.Next() {
		var r DispensingRecord
		if err := rows.Scan(&r.RxNumber, &r.Drug, &r.Quantity, &r.Patient, &r.Pharmacist, &r.At); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// RegulatorExport writes the nightly file picked up by the inspectorate's SFTP job.
type RegulatorExport struct {
	source RegisterSource
	outDir string
}

func (e *RegulatorExport) Write(ctx context.Context, day time.Time) (string, error) {
	records, err := e.source.Day(ctx, day)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(e.outDir, day.Format("2006"), day.Format("01"))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "controlled-"+day.Format("20060102")+".csv")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	_ = w.Write([]string{"rx", "drug", "qty", "patient", "pharmacist", "dispensed_at"})
	for _, r := range records {
		_ = w.Write([]string{r.RxNumber, r.Drug, fmt.Sprint(r.Quantity), r.Patient, r.Pharmacist,
			r.At.Format(time.RFC3339)})
	}
	w.Flush()
	return path, w.Error()
}

func main() {
	dayFlag := flag.String("day", time.Now().AddDate(0, 0, -1).Format("2006-01-02"), "register day to export")
	outDir := flag.String("out", "/srv/pharmacy/regulator-outbox", "export directory")
	flag.Parse()

	day, err := time.Parse("2006-01-02", *dayFlag)
	if err != nil {
		log.Fatalf("-day: %v", err)
	}
	db, err := sql.Open("pgx", os.Getenv("PHARMACY_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	export := &RegulatorExport{source: &sqlRegister{db: db}, outDir: *outDir}
	path, err := export.Write(context.Background(), day)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s", path)
}
