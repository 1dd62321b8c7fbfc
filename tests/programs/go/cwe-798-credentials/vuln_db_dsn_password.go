// Nightly job that counts overdue invoices in the billing database.
package main

import (
	"database/sql"
	"fmt"
	"log"

	_ "github.com/lib/pq"
)

func openInvoiceDB() (*sql.DB, error) {
	return sql.Open("postgres", "postgres://billing_app:Xr7pQ2mZ9vLw@db.internal.example.com:5432/billing?sslmode=require")
}

func main() {
	db, err := openInvoiceDB()
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM invoices WHERE due_at < now() AND paid_at IS NULL").Scan(&n); err != nil {
		log.Fatal(err)
	}
	fmt.Println("overdue invoices:", n)
}
