// A timing db program of the h72 set (cwe-798-credentials).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	_ "github.com/lib/pq"
)

// ConfigSource answers configuration lookups.
type ConfigSource interface {
	Lookup(key string) (string, bool)
}

type envSource struct{ prefix string }

func (e envSource) Lookup(key string) (string, bool) {
	return os.LookupEnv(e.prefix + key)
}

type defaults map[string]string

func (d defaults) Lookup(key string) (string, bool) {
	v, ok := d[key]
	return v, ok
}

// chain asks each source in turn; the first answer wins.
type chain []ConfigSource

func (c chain) Lookup(key string) (string, bool) {
	for _, s := range c {
		if v, ok := s.Lookup(key); ok && v != "" {
			return v, true
		}
	}
	return "", false
}

func mustGet(src ConfigSource, key string) string {
	v, ok := src.Lookup(key)
	if !ok {
		log.Fatalf("config: %s is not set", key)
	}
	return v
}

var builtin = defaults{
	"DB_HOST": "timing-db.apexkart.internal",
	"DB_NAME": "laps",
	"DB_USER": "lap_ingest",
	"LISTEN":  ":8015",
}

type crossing struct {
	Transponder int64 `json:"transponder"`
	Loop        int   `json:"loop"`
	Micros      int64 `json:"micros"`
}

func ingest(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var batch []crossing
		if err := json.NewDecoder(r.Body).Decode(&batch); err != nil {
			http.Error(w, "bad batch", http.StatusBadRequest)
			return
		}
		heat := chi.URLParam(r, "heat")
		for _, c := range batch {
			if _, err := db.ExecContext(r.Context(),
				`INSERT INTO crossings (heat, transponder, loop_id, micros) VALUES ($1, $2, $3, $4)`,
				heat, c.Transponder, c.Loop, c.Micros); err != nil {
				log.Printf("heat %s: %v", heat, err)
				http.Error(w, "store failed", http.StatusInternalServerError)
				return
			}
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

func main() {
	cfg := chain{envSource{prefix: "TIMING_"}, builtin}

	dsn := fmt.Sprintf("host=%s dbname=%s user=%s password=%s sslmode=require",
		mustGet(cfg, "DB_HOST"), mustGet(cfg, "DB_NAME"), mustGet(cfg, "DB_USER"), mustGet(cfg, "DB_PASSWORD"))
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		log.Fatal(err)
	}
	if err := db.Ping(); err != nil {
		log.Fatalf("timing db: %v", err)
	}

	r := chi.NewRouter()
	r.Post("/heats/{heat}/crossings", ingest(db))
	log.Fatal(http.ListenAndServe(mustGet(cfg, "LISTEN"), r))
}
