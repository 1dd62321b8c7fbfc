// ^[0-9]+$ with regexp.MatchString accepts only digits, so nothing but a number reaches the SQL string.
package main

import (
	"database/sql"
	"fmt"
	"net/http"
	"regexp"
)

var db *sql.DB

func order(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	ok, _ := regexp.MatchString(`^[0-9]+$`, id)
	if !ok {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var total string
	if err := db.QueryRow("SELECT total FROM orders WHERE id = " + id).Scan(&total); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	fmt.Fprint(w, total)
}
