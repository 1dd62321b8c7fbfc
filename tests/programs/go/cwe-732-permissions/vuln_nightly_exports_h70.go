// A nightly exports program of the h70 set (cwe-732-permissions).
package main

import (
	"context"
	"database/sql"
	"encoding/csv"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/robfig/cron/v3"
)

const exportRoot = "/srv/quarry/exports"

type export struct {
	name  string
	query string
	perm  os.FileMode
}

var exports = []export{
	{name: "blast-schedule", query: "SELECT bench, charge_kg, planned_at, shotfirer FROM blasts WHERE planned_at >= now()", perm: 0o644},
	{name: "payroll-hours", query: "SELECT employee_no, full_name, bank_sort_code, hours, rate FROM crew_hours WHERE week = date_trunc('week', now())", perm: 0o666},
	{name: "dispatch-tonnage", query: "SELECT grade, tonnes, destination FROM dispatch WHERE day = current_date", perm: 0o644},
}

type writerFunc func(ctx context.Context, db *sql.DB, dir string, e export) error

func csvWriter(ctx context.Context, db *sql.DB, dir string, e export) error {
	rows, err := db.QueryContext(ctx, e.query)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, _ := rows.Columns()

	path := filepath.Join(dir, e.name+".csv")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, e.perm)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Chmod(e.perm); err != nil {
		return err
	}

	w := csv.NewWriter(f)
	w.Write(cols)
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		rec := make([]string, len(cols))
		for i, v := range vals {
			rec[i] = fmt.Sprint(v)
		}
		w.Write(rec)
	}
	w.Flush()
	return w.Error()
}

func runExports(db *sql.DB, write writerFunc) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	dir := filepath.Join(exportRoot, time.Now().Format("2006-01-02"))
	if err := os.MkdirAll(dir, 0o777); err != nil {
		log.Printf("creating %s: %v", dir, err)
		return
	}
	for _, e := range exports {
		if err := write(ctx, db, dir, e); err != nil {
			log.Printf("export %s failed: %v", e.name, err)
			continue
		}
		log.Printf("export %s written", e.name)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("QUARRY_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	c := cron.New(cron.WithLocation(time.UTC))
	if _, err := c.AddFunc("15 1 * * *", func() { runExports(db, csvWriter) }); err != nil {
		log.Fatal(err)
	}
	c.Run()
}
