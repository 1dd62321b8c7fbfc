// A supplier payment export program of the h69 set (cwe-732-permissions).
package main

import (
	"context"
	"database/sql"
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/robfig/cron/v3"
)

var (
	exportDir = flag.String("export-dir", "/srv/scoby/exports", "where payment run files are written")
	schedule  = flag.String("schedule", "30 1 * * *", "cron spec for the export")
	dsn       = flag.String("dsn", os.Getenv("BREWERY_DSN"), "postgres connection string")
)

func exportPaymentRun(db *sql.DB) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	rows, err := db.QueryContext(ctx, `SELECT s.name, s.sort_code, s.account_no, p.amount_pence, p.reference
		FROM payments p JOIN suppliers s ON s.id = p.supplier_id
		WHERE p.status = 'approved' AND p.paid_at IS NULL ORDER BY s.name`)
	if err != nil {
		return err
	}
	defer rows.Close()

	if err := os.MkdirAll(*exportDir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(*exportDir, fmt.Sprintf("payment-run-%s.csv", time.Now().Format("20060102")))
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()

	w := csv.NewWriter(f)
	w.Write([]string{"payee", "sort_code", "account", "amount", "reference"})
	n := 0
	for rows.Next() {
		var name, sortCode, account, ref string
		var pence int64
		if err := rows.Scan(&name, &sortCode, &account, &pence, &ref); err != nil {
			return err
		}
		amount := strconv.FormatFloat(float64(pence)/100, 'f', 2, 64)
		w.Write([]string{name, sortCode, account, amount, ref})
		n++
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	// the bookkeeper's sync agent is in the export directory's group and picks the file up
	if err := os.Chmod(path, 0o640); err != nil {
		return err
	}
	log.Printf("wrote %d payments to %s", n, path)
	return rows.Err()
}

func main() {
	flag.Parse()
	db, err := sql.Open("pgx", *dsn)
	if err != nil {
		log.Fatal(err)
	}
	c := cron.New()
	if _, err := c.AddFunc(*schedule, func() {
		if err := exportPaymentRun(db); err != nil {
			log.Printf("payment export: %v", err)
		}
	}); err != nil {
		log.Fatal(err)
	}
	c.Start()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
	<-c.Stop().Done()
}
