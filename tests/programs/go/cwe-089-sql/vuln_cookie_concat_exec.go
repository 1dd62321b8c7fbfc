// cookie value concatenated into an UPDATE statement
package main

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func touch(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("account")
	if err != nil {
		http.Error(w, "no account", http.StatusBadRequest)
		return
	}
	db.Exec("UPDATE accounts SET seen = now() WHERE id = '" + c.Value + "'")
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	db, _ = sql.Open("postgres", "postgres://app@db/app")
	http.HandleFunc("/touch", touch)
	http.ListenAndServe(":8080", nil)
}
