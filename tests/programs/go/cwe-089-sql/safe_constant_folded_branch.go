// arithmetic on constants always selects the fixed column; the query value is never used
package main

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func events(w http.ResponseWriter, r *http.Request) {
	param := r.URL.Query().Get("sort")
	num := 86
	var column string
	if 7*42-num > 200 {
		column = "created_at"
	} else {
		column = param
	}
	rows, err := db.Query("SELECT id FROM events ORDER BY " + column)
	if err == nil {
		rows.Close()
	}
	w.WriteHeader(http.StatusOK)
}

func main() {
	db, _ = sql.Open("postgres", "postgres://app@db/app")
	http.HandleFunc("/events", events)
	http.ListenAndServe(":8080", nil)
}
