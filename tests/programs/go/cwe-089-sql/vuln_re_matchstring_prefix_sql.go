// ^[0-9]+ has no $, so "1 OR 1=1" passes regexp.MatchString and is concatenated into SQL.
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
	ok, _ := regexp.MatchString(`^[0-9]+`, id)
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
