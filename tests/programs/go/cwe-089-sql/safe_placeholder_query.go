// value bound as a $1 placeholder argument
package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

var db *sql.DB

func product(w http.ResponseWriter, r *http.Request) {
	var name string
	err := db.QueryRow("SELECT name FROM products WHERE sku = $1", r.URL.Query().Get("sku")).Scan(&name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	fmt.Fprintln(w, name)
}

func main() {
	db, _ = sql.Open("postgres", "postgres://app@db/shop")
	http.HandleFunc("/product", product)
	http.ListenAndServe(":8080", nil)
}
