// query value formatted into SQL with fmt.Sprintf
package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

var db *sql.DB

func user(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	q := fmt.Sprintf("SELECT email FROM users WHERE name = '%s'", name)
	rows, err := db.Query(q)
	if err != nil {
		http.Error(w, "db error", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	for rows.Next() {
		var email string
		rows.Scan(&email)
		fmt.Fprintln(w, email)
	}
}

func main() {
	db, _ = sql.Open("postgres", "postgres://app@db/app")
	http.HandleFunc("/user", user)
	http.ListenAndServe(":8080", nil)
}
