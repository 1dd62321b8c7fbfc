// A broom wholesale pricesync program of the h66 set (cwe-798-credentials).
package main

import (
	"database/sql"
	"flag"
	"io/ioutil"
	"log"
	"os"
	"time"

	_ "github.com/go-sql-driver/mysql"
	"gopkg.in/yaml.v2"
)

// pricesync loads the spring price list (kept by the office as YAML) into
// the wholesale ordering database that garden centres and hardware shops
// order from.
//
//   pricesync -prices prices-2024-spring.yaml

type priceList struct {
	Season    string `yaml:"season"`
	Effective string `yaml:"effective"`
	Lines     []struct {
		Code    string  `yaml:"code"`
		Name    string  `yaml:"name"`
		Dozen   float64 `yaml:"price_per_dozen"`
		MinDoz  int     `yaml:"min_dozen"`
		Stocked bool    `yaml:"stocked"`
	} `yaml:"lines"`
}

// The DSN (user, password, host) comes from the deployment environment.
var wholesaleDSN = os.Getenv("BROOM_WHOLESALE_DSN")

var pricesFile = flag.String("prices", "prices.yaml", "price list to load")

func main() {
	flag.Parse()
	if wholesaleDSN == "" {
		log.Fatal("BROOM_WHOLESALE_DSN is not set")
	}

	raw, err := ioutil.ReadFile(*pricesFile)
	if err != nil {
		log.Fatalf("reading price list: %v", err)
	}
	var pl priceList
	if err := yaml.Unmarshal(raw, &pl); err != nil {
		log.Fatalf("price list is not valid YAML: %v", err)
	}
	effective, err := time.Parse("2006-01-02", pl.Effective)
	if err != nil {
		log.Fatalf("effective date %q: %v", pl.Effective, err)
	}

	db, err := sql.Open("mysql", wholesaleDSN)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	tx, err := db.Begin()
	if err != nil {
		log.Fatal(err)
	}
	stmt, err := tx.Prepare("REPLACE INTO price_lines (code, name, per_dozen, min_dozen, stocked, season, effective) VALUES (?, ?, ?, ?, ?, ?, ?)")
	if err != nil {
		tx.Rollback()
		log.Fatal(err)
	}
	defer stmt.Close()

	loaded := 0
	for _, l := range pl.Lines {
		if _, err := stmt.Exec(l.Code, l.Name, l.Dozen, l.MinDoz, l.Stocked, pl.Season, effective); err != nil {
			tx.Rollback()
			log.Fatalf("line %s: %v", l.Code, err)
		}
		loaded++
	}
	if err := tx.Commit(); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d price lines loaded for %s (effective %s)", loaded, pl.Season, pl.Effective)
}
