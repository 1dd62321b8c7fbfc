// A cache backup program of the h73 set (cwe-732-permissions).
package main

import (
	"bytes"
	"compress/gzip"
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	_ "github.com/lib/pq"
	"github.com/robfig/cron/v3"
)

const backupRoot = "/var/backups/cacheclub"

type cacheRecord struct {
	Code        string  `json:"code"`
	Name        string  `json:"name"`
	Lat         float64 `json:"lat"`
	Lon         float64 `json:"lon"`
	MembersOnly bool    `json:"members_only"`
	Hint        string  `json:"hint"`
	OwnerEmail  string  `json:"owner_email"`
	OwnerAPIKey string  `json:"owner_api_key"`
}

func dump(db *sql.DB) ([]cacheRecord, error) {
	rows, err := db.Query(`SELECT c.code, c.name, c.lat, c.lon, c.members_only, c.hint, m.email, m.api_key
		FROM caches c JOIN members m ON m.id = c.owner_id WHERE c.archived = false`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []cacheRecord
	for rows.Next() {
		var r cacheRecord
		if err := rows.Scan(&r.Code, &r.Name, &r.Lat, &r.Lon, &r.MembersOnly, &r.Hint, &r.OwnerEmail, &r.OwnerAPIKey); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func writeSnapshot(records []cacheRecord, now time.Time) (string, error) {
	dir := filepath.Join(backupRoot, now.Format("2006-01"))
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", err
	}
	// the off-site sync runs as a separate user (in group cacheclub-sync) and must be able to read new files
	if err := os.Chmod(dir, 0o777); err != nil {
		return "", err
	}

	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Name = "caches.json"
	zw.ModTime = now
	enc := json.NewEncoder(zw)
	enc.SetIndent("", " ")
	if err := enc.Encode(records); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}

	path := filepath.Join(dir, fmt.Sprintf("caches-%s.json.gz", now.Format("20060102")))
	if err := os.WriteFile(path, buf.Bytes(), 0o666); err != nil {
		return "", err
	}
	return path, os.Chmod(path, 0o666)
}

func nightly(db *sql.DB) func() {
	return func() {
		records, err := dump(db)
		if err != nil {
			log.Printf("backup: query failed: %v", err)
			return
		}
		path, err := writeSnapshot(records, time.Now())
		if err != nil {
			log.Printf("backup: write failed: %v", err)
			return
		}
		log.Printf("backup: %d caches written to %s", len(records), path)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("CACHECLUB_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	c := cron.New()
	if _, err := c.AddFunc("15 3 * * *", nightly(db)); err != nil {
		log.Fatal(err)
	}
	c.Run()
}
