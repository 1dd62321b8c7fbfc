// A cli herd export program of the h65 set (cwe-732-permissions).
package main

// herdctl export writes the district's owner list (names, personal ID
// numbers, earmarks, head counts) for the annual reindeer count report
// that goes to the county board.
//
// Usage: herdctl export -district 12 -year 2024 -out ./reports

import (
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

type ownerRow struct {
	Name       string
	PersonalID string
	Siida      string
	Earmark    string
	Head       int
}

func fetchOwners(ctx context.Context, conn *pgx.Conn, district, year int) ([]ownerRow, error) {
	rows, err := conn.Query(ctx,
		`SELECT o.name, o.personal_id, s.name, o.earmark, c.head
		   FROM owners o
		   JOIN siidas s ON s.id = o.siida_id
		   JOIN counts c ON c.owner_id = o.id AND c.year = $2
		  WHERE s.district = $1
		  ORDER BY s.name, o.name`, district, year)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (ownerRow, error) {
		var o ownerRow
		err := row.Scan(&o.Name, &o.PersonalID, &o.Siida, &o.Earmark, &o.Head)
		return o, err
	})
}

func writeReport(dir string, district, year int, owners []ownerRow) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	path := filepath.Join(dir, fmt.Sprintf("district-%02d-count-%d.csv", district, year))
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return "", err
	}
	w := csv.NewWriter(f)
	_ = w.Write([]string{"siida", "owner", "personal_id", "earmark", "head"})
	for _, o := range owners {
		_ = w.Write([]string{o.Siida, o.Name, o.PersonalID, o.Earmark, strconv.Itoa(o.Head)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return "", err
	}
	return path, f.Close()
}

func main() {
	district := flag.Int("district", 0, "herding district number")
	year := flag.Int("year", time.Now().Year(), "count year")
	out := flag.String("out", "reports", "folder for the report")
	flag.Parse()
	if *district <= 0 {
		log.Fatal("-district is required")
	}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, os.Getenv("HERD_DATABASE_URL"))
	if err != nil {
		log.Fatalf("connecting: %v", err)
	}
	defer conn.Close(ctx)

	owners, err := fetchOwners(ctx, conn, *district, *year)
	if err != nil {
		log.Fatalf("loading owners: %v", err)
	}
	path, err := writeReport(*out, *district, *year, owners)
	if err != nil {
		log.Fatalf("writing report: %v", err)
	}
	fmt.Printf("wrote %d owners to %s\n", len(owners), path)
}
