// support console lookup of an account name by numeric id
package main

import (
	"database/sql"
	"fmt"
	"net/http"
	"regexp"
)

var ordersDB *sql.DB
var numericID = regexp.MustCompile(`^[0-9]{1,12}$`)

func accountName(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	var name string
	if numericID.MatchString(id) && ordersDB.QueryRow("SELECT name FROM accounts WHERE id = "+id).Scan(&name) == nil {
		fmt.Fprint(w, name)
		return
	}
	http.NotFound(w, r)
}

func init() {
	http.HandleFunc("/accounts/name", accountName)
}
