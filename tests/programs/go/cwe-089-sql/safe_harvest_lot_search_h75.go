// A coastal oyster farm harvest lot search program of the h75 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	_ "github.com/lib/pq"
)

type harvestLot struct {
	LotCode     string    `json:"lot_code"`
	Bed         string    `json:"bed"`
	Dozens      int       `json:"dozens"`
	HarvestedOn time.Time `json:"harvested_on"`
}

type queryError struct {
	Param string
	Err   error
}

func (e *queryError) Error() string { return fmt.Sprintf("parameter %s: %v", e.Param, e.Err) }
func (e *queryError) Unwrap() error { return e.Err }

type server struct {
	db *sql.DB
}

func (s *server) findLots(ctx context.Context, bed string, since time.Time) ([]harvestLot, error) {
	const query = `SELECT lot_code, bed_name, dozens, harvested_on FROM harvest_lots
		WHERE bed_name = $1 AND harvested_on >= $2 ORDER BY harvested_on DESC LIMIT 200`

	var rows *sql.Rows
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		rows, err = s.db.QueryContext(ctx, query, bed, since)
		if errors.Is(err, driver.ErrBadConn) {
			log.Printf("lot query: stale connection, retrying (%d)", attempt+1)
			continue
		}
		break
	}
	if err != nil {
		return nil, fmt.Errorf("query harvest lots: %w", err)
	}
	defer rows.Close()

	var lots []harvestLot
	for rows.Next() {
		var l harvestLot
		if err := rows.Scan(&l.LotCode, &l.Bed, &l.Dozens, &l.HarvestedOn); err != nil {
			return nil, fmt.Errorf("scan harvest lot: %w", err)
		}
		lots = append(lots, l)
	}
	return lots, rows.Err()
}

func parseSince(raw string) (time.Time, error) {
	if raw == "" {
		return time.Now().AddDate(0, 0, -30), nil
	}
	t, err := time.Parse("2006-01-02", raw)
	if err != nil {
		return time.Time{}, &queryError{Param: "since", Err: err}
	}
	return t, nil
}

func (s *server) handleLots(w http.ResponseWriter, r *http.Request) {
	bed := r.URL.Query().Get("bed")
	if bed == "" {
		http.Error(w, "bed is required", http.StatusBadRequest)
		return
	}
	since, err := parseSince(r.URL.Query().Get("since"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}

	lots, err := s.findLots(r.Context(), bed, since)
	if err != nil {
		log.Printf("harvest lot search for bed %q: %v", bed, err)
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(lots); err != nil {
		log.Printf("encode lots: %v", err)
	}
}

func main() {
	db, err := sql.Open("postgres", os.Getenv("OYSTER_DB_URL"))
	if err != nil {
		log.Fatalf("open database: %v", err)
	}
	defer db.Close()

	s := &server{db: db}
	http.HandleFunc("/lots", s.handleLots)
	log.Fatal(http.ListenAndServe(":8081", nil))
}
