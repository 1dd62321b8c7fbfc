// Print shop nightly job: exports the day's orders with customer delivery details to the reports folder as CSV.
package main

import (
	"bytes"
	"database/sql"
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	_ "github.com/lib/pq"
)

type OrderRow struct{ Number, Customer, Phone, Address, Product string }

type pgOrders struct{ db *sql.DB }

func (p pgOrders) OrdersOn(day time.Time) ([]OrderRow, error) {
	rows, err := p.db.Query(`SELECT number, customer_name, phone, delivery_address, product FROM orders WHERE created_at::date = $1`, day.Format("2006-01-02"))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []OrderRow
	for rows.Next() {
		var o OrderRow
		if err := rows.Scan(&o.Number, &o.Customer, &o.Phone, &o.Address, &o.Product); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

func writeReport(dir string, day time.Time, orders []OrderRow) (string, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"number", "customer", "phone", "address", "product"})
	for _, o := range orders {
		_ = w.Write([]string{o.Number, o.Customer, o.Phone, o.Address, o.Product})
	}
	w.Flush()
	path := filepath.Join(dir, fmt.Sprintf("orders-%s.csv", day.Format("20060102")))
	return path, os.WriteFile(path, buf.Bytes(), 0o600)
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func main() {
	outDir := flag.String("out", "/var/spool/printshop/reports", "report directory")
	flag.Parse()
	db, err := sql.Open("postgres", os.Getenv("ORDERS_DSN"))
	check(err)
	day := time.Now().AddDate(0, 0, -1)
	orders, err := pgOrders{db: db}.OrdersOn(day)
	check(err)
	check(os.MkdirAll(*outDir, 0o750))
	path, err := writeReport(*outDir, day, orders)
	check(err)
	log.Printf("wrote %d orders to %s", len(orders), path)
}
