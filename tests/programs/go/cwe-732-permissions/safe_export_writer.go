// Command crm-export dumps customer contact records to a CSV file for the sales team.
package main

import (
	"database/sql"
	"encoding/csv"
	"flag"
	"log"
	"os"
	"path/filepath"

	_ "github.com/lib/pq"
)

func fetchContacts(db *sql.DB, region string) ([][]string, error) {
	rows, err := db.Query("SELECT name, email, phone FROM contacts WHERE region = $1", region)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := [][]string{{"name", "email", "phone"}}
	for rows.Next() {
		var name, email, phone string
		if err := rows.Scan(&name, &email, &phone); err != nil {
			return nil, err
		}
		out = append(out, []string{name, email, phone})
	}
	return out, rows.Err()
}

func main() {
	outPath := flag.String("out", "exports/contacts.csv", "destination CSV file")
	region := flag.String("region", "emea", "sales region to export")
	flag.Parse()

	db, err := sql.Open("postgres", os.Getenv("CRM_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	records, err := fetchContacts(db, *region)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(*outPath), 0o750); err != nil {
		log.Fatal(err)
	}
	f, err := os.OpenFile(*outPath, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	w := csv.NewWriter(f)
	if err := w.WriteAll(records); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %d contacts to %s", len(records)-1, *outPath)
}
