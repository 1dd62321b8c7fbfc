// A keycode backup program of the h71 set (cwe-732-permissions).
package main

import (
	"database/sql"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"time"

	_ "github.com/mattn/go-sqlite3"
)

var (
	ErrModeUnset   = errors.New("KEYCODE_BACKUP_MODE not set")
	ErrModeTooOpen = errors.New("backup mode grants group or world access")
)

func backupMode() (fs.FileMode, error) {
	raw, ok := os.LookupEnv("KEYCODE_BACKUP_MODE")
	if !ok {
		return 0, ErrModeUnset
	}
	v, err := strconv.ParseUint(raw, 8, 32)
	if err != nil {
		return 0, fmt.Errorf("parse KEYCODE_BACKUP_MODE: %w", err)
	}
	mode := fs.FileMode(v)
	if mode&0o077 != 0 {
		return 0, fmt.Errorf("%w: %04o", ErrModeTooOpen, mode)
	}
	return mode, nil
}

func exportCodes(db *sql.DB, path string, mode fs.FileMode) (int, error) {
	rows, err := db.Query(`SELECT system_id, client, door, bitting, keyway FROM cutting_codes ORDER BY system_id, door`)
	if err != nil {
		return 0, fmt.Errorf("query codes: %w", err)
	}
	defer rows.Close()

	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode)
	if err != nil {
		return 0, fmt.Errorf("create backup: %w", err)
	}
	defer f.Close()
	if err := f.Chmod(mode); err != nil {
		return 0, fmt.Errorf("chmod backup: %w", err)
	}

	w := csv.NewWriter(f)
	_ = w.Write([]string{"system_id", "client", "door", "bitting", "keyway"})
	n := 0
	for rows.Next() {
		var system, client, door, bitting, keyway string
		if err := rows.Scan(&system, &client, &door, &bitting, &keyway); err != nil {
			return n, fmt.Errorf("scan: %w", err)
		}
		if err := w.Write([]string{system, client, door, bitting, keyway}); err != nil {
			return n, fmt.Errorf("write: %w", err)
		}
		n++
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return n, err
	}
	return n, rows.Err()
}

func main() {
	dbPath := flag.String("db", "/var/lib/keyshop/keyshop.db", "key shop database")
	outDir := flag.String("out", "/mnt/backup/keycodes", "backup directory")
	flag.Parse()

	mode, err := backupMode()
	switch {
	case errors.Is(err, ErrModeUnset):
		mode = 0o600
	case err != nil:
		log.Fatal(err)
	}

	if err := os.MkdirAll(*outDir, 0o700); err != nil {
		log.Fatal(err)
	}
	db, err := sql.Open("sqlite3", "file:"+*dbPath+"?mode=ro")
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	path := filepath.Join(*outDir, "keycodes-"+time.Now().Format("20060102")+".csv")
	n, err := exportCodes(db, path, mode)
	if err != nil {
		log.Fatalf("export: %v", err)
	}
	log.Printf("exported %d cutting codes to %s (mode %04o)", n, path, mode)
}
