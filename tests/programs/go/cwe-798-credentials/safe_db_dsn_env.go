// Nightly job that counts failed payouts in the payouts database.
package main

import (
	"database/sql"
	"fmt"
	"log"
	"os"

	_ "github.com/lib/pq"
)

func openPayoutDB() (*sql.DB, error) {
	dsn := os.Getenv("PAYOUT_DATABASE_URL")
	if dsn == "" {
		return nil, fmt.Errorf("PAYOUT_DATABASE_URL is not set")
	}
	return sql.Open("postgres", dsn)
}

func main() {
	db, err := openPayoutDB()
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM payouts WHERE status = 'failed'").Scan(&n); err != nil {
		log.Fatal(err)
	}
	fmt.Println("failed payouts:", n)
}
