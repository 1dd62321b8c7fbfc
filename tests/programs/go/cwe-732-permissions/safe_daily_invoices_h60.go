// A daily invoices program of the h60 set (cwe-732-permissions).
package main

import (
	"encoding/csv"
	"encoding/json"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

type order struct {
	Customer string    `json:"customer"`
	Phone    string    `json:"phone"`
	Items    int       `json:"items"`
	Cents    int64     `json:"cents"`
	At       time.Time `json:"at"`
}

type invoiceLine struct {
	Customer string
	Phone    string
	Orders   int
	Items    int
	Cents    int64
}

// groupByCustomer folds the day's orders into one invoice line per customer.
func groupByCustomer(orders []order) []invoiceLine {
	acc := map[string]*invoiceLine{}
	for _, o := range orders {
		if acc[o.Customer] == nil {
			acc[o.Customer] = &invoiceLine{Customer: o.Customer, Phone: o.Phone}
		}
		l := acc[o.Customer]
		l.Orders++
		l.Items += o.Items
		l.Cents += o.Cents
	}
	lines := make([]invoiceLine, 0, len(acc))
	for _, l := range acc {
		lines = append(lines, *l)
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].Customer < lines[j].Customer })
	return lines
}

func writeInvoices(dir string, day time.Time, lines []invoiceLine) (string, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "invoices-"+day.Format("2006-01-02")+".csv")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	_ = w.Write([]string{"customer", "phone", "orders", "items", "total"})
	for _, l := range lines {
		total := strconv.FormatFloat(float64(l.Cents)/100, 'f', 2, 64)
		_ = w.Write([]string{l.Customer, l.Phone, strconv.Itoa(l.Orders), strconv.Itoa(l.Items), total})
	}
	w.Flush()
	return path, w.Error()
}

// readOrders streams orders posted by the counter tills as JSON lines on stdin.
func readOrders() <-chan order {
	out := make(chan order)
	go func() {
		defer close(out)
		dec := json.NewDecoder(os.Stdin)
		for {
			var o order
			if err := dec.Decode(&o); err != nil {
				return
			}
			out <- o
		}
	}()
	return out
}

func main() {
	dir := os.Getenv("INVOICE_DIR")

	var today []order
	flush := func() {
		if len(today) == 0 {
			return
		}
		path, err := writeInvoices(dir, today[0].At, groupByCustomer(today))
		if err != nil {
			log.Printf("invoices: %v", err)
			return
		}
		log.Printf("wrote %s (%d orders)", path, len(today))
		today = nil
	}

	// a new invoice file is started whenever the first order of a new day arrives
	for o := range readOrders() {
		if len(today) > 0 && o.At.YearDay() != today[0].At.YearDay() {
			flush()
		}
		today = append(today, o)
	}
	flush()
}
