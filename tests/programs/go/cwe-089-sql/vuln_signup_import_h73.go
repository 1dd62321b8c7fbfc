// A signup import program of the h73 set (cwe-089-sql).
package main

import (
	"database/sql"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"strconv"
	"strings"

	_ "github.com/mattn/go-sqlite3"
)

type signup struct {
	Name     string
	Email    string
	Workshop string
	Seats    int
	Notes    string
}

func sqlText(v string) string {
	return "'" + strings.ReplaceAll(v, "'", `\'`) + "'"
}

func columnIndex(header []string) (map[string]int, error) {
	idx := make(map[string]int, len(header))
	for i, h := range header {
		key := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\ufeff")))
		key = strings.ReplaceAll(key, " ", "_")
		idx[key] = i
	}
	for _, need := range []string{"full_name", "email", "workshop", "seats"} {
		if _, ok := idx[need]; !ok {
			return nil, fmt.Errorf("export is missing column %q", need)
		}
	}
	return idx, nil
}

func parseRow(rec []string, idx map[string]int) (signup, error) {
	get := func(k string) string {
		if i, ok := idx[k]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	seats, err := strconv.Atoi(get("seats"))
	if err != nil || seats < 1 || seats > 6 {
		return signup{}, fmt.Errorf("invalid seat count %q", get("seats"))
	}
	return signup{
		Name:     get("full_name"),
		Email:    strings.ToLower(get("email")),
		Workshop: get("workshop"),
		Seats:    seats,
		Notes:    get("notes"),
	}, nil
}

func main() {
	dbPath := flag.String("db", "/var/lib/paperfold/workshops.db", "SQLite database")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: signup-import [-db path] export.csv")
	}

	f, err := os.Open(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()

	db, err := sql.Open("sqlite3", *dbPath)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		log.Fatalf("read header: %v", err)
	}
	idx, err := columnIndex(header)
	if err != nil {
		log.Fatal(err)
	}

	tx, err := db.Begin()
	if err != nil {
		log.Fatal(err)
	}
	imported := 0
	for line := 2; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			log.Fatalf("line %d: %v", line, err)
		}
		s, err := parseRow(rec, idx)
		if err != nil {
			log.Printf("line %d skipped: %v", line, err)
			continue
		}
		stmt := fmt.Sprintf(
			"INSERT INTO signups (full_name, email, workshop, seats, notes) VALUES (%s, %s, %s, %d, %s)",
			sqlText(s.Name), sqlText(s.Email), sqlText(s.Workshop), s.Seats, sqlText(s.Notes))
		if _, err := tx.Exec(stmt); err != nil {
			_ = tx.Rollback()
			log.Fatalf("line %d: %v", line, err)
		}
		imported++
	}
	if err := tx.Commit(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("imported %d sign-ups\n", imported)
}
