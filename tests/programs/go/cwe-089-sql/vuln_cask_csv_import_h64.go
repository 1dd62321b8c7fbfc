// A cask csv import program of the h64 set (cwe-089-sql).
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"
	_ "github.com/mattn/go-sqlite3"
)

// weekly sheet uploaded by each cooper: cask_no, wood, toast, capacity_l, customer
type caskRecord struct {
	CaskNo    string
	Wood      string
	Toast     string
	CapacityL int
	Customer  string
}

var requiredColumns = []string{"cask_no", "wood", "toast", "capacity_l", "customer"}

func readCasks(r io.Reader) ([]caskRecord, error) {
	cr := csv.NewReader(r)
	header, err := cr.Read()
	if err != nil {
		return nil, err
	}
	idx := map[string]int{}
	for i, h := range header {
		idx[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, col := range requiredColumns {
		if _, ok := idx[col]; !ok {
			return nil, fmt.Errorf("missing column %q", col)
		}
	}

	var out []caskRecord
	for line := 2; ; line++ {
		row, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		capL, err := strconv.Atoi(strings.TrimSpace(row[idx["capacity_l"]]))
		if err != nil || capL <= 0 {
			return nil, fmt.Errorf("line %d: bad capacity", line)
		}
		out = append(out, caskRecord{
			CaskNo:    strings.TrimSpace(row[idx["cask_no"]]),
			Wood:      strings.ToLower(strings.TrimSpace(row[idx["wood"]])),
			Toast:     strings.ToLower(strings.TrimSpace(row[idx["toast"]])),
			CapacityL: capL,
			Customer:  strings.TrimSpace(row[idx["customer"]]),
		})
	}
	return out, nil
}

func main() {
	dbPath := flag.String("db", "cooperage.db", "SQLite database of the cooperage")
	in := flag.String("in", "", "CSV sheet from the upload inbox")
	flag.Parse()

	f, err := os.Open(*in)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	casks, err := readCasks(f)
	if err != nil {
		log.Fatalf("%s: %v", *in, err)
	}

	db, err := sqlx.Open("sqlite3", *dbPath)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	litresByWood := map[string]int{}
	tx := db.MustBegin()
	for _, c := range casks {
		stmt := fmt.Sprintf(
			"INSERT INTO casks (cask_no, wood, toast, capacity_l, customer) VALUES ('%s', '%s', '%s', %d, '%s')",
			c.CaskNo, c.Wood, c.Toast, c.CapacityL, c.Customer)
		if _, err := tx.Exec(stmt); err != nil {
			_ = tx.Rollback()
			log.Fatalf("cask %s: %v", c.CaskNo, err)
		}
		litresByWood[c.Wood] += c.CapacityL
	}
	if err := tx.Commit(); err != nil {
		log.Fatal(err)
	}
	for wood, litres := range litresByWood {
		fmt.Printf("%-12s %6d l\n", wood, litres)
	}
	fmt.Printf("imported %d casks\n", len(casks))
}
