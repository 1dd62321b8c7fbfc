// A ropewalk tally program of the h69 set (cwe-798-credentials).
package main

import (
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-sql-driver/mysql"
)

type coilTally struct {
	Machine  string  `json:"machine"`
	Fibre    string  `json:"fibre"`
	Diameter int     `json:"diameter_mm"`
	Metres   float64 `json:"metres"`
}

var dbConfig = loadDBConfig()

func loadDBConfig() *mysql.Config {
	cfg := mysql.NewConfig()
	cfg.Net = "tcp"
	cfg.Addr = envOr("STOCK_DB_ADDR", "stockdb.hawserworks.co.uk:3306")
	cfg.DBName = "stock"
	cfg.User = envOr("STOCK_DB_USER", "ropewalk")
	cfg.Passwd = os.Getenv("STOCK_DB_PASSWORD")
	if cfg.Passwd == "" {
		log.Fatal("STOCK_DB_PASSWORD must be set")
	}
	cfg.ParseTime = true
	return cfg
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

func bookCoils(db *sql.DB, in <-chan coilTally) {
	stmt, err := db.Prepare(`INSERT INTO coils (machine, fibre, diameter_mm, metres, made_at) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		log.Fatalf("prepare: %v", err)
	}
	defer stmt.Close()
	for t := range in {
		if _, err := stmt.Exec(t.Machine, t.Fibre, t.Diameter, t.Metres, time.Now()); err != nil {
			log.Printf("book coil from %s: %v", t.Machine, err)
		}
	}
}

func tallyHandler(queue chan<- coilTally) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var t coilTally
		if err := json.NewDecoder(r.Body).Decode(&t); err != nil || t.Metres <= 0 {
			http.Error(w, "bad tally", http.StatusBadRequest)
			return
		}
		select {
		case queue <- t:
			w.WriteHeader(http.StatusAccepted)
		default:
			http.Error(w, "busy, retry", http.StatusServiceUnavailable)
		}
	}
}

func main() {
	db, err := sql.Open("mysql", dbConfig.FormatDSN())
	if err != nil {
		log.Fatal(err)
	}
	db.SetMaxOpenConns(4)
	queue := make(chan coilTally, 256)
	go bookCoils(db, queue)

	http.Handle("POST /tallies", tallyHandler(queue))
	log.Fatal(http.ListenAndServe(":8016", nil))
}
