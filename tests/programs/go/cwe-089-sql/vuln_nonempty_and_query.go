// support console lookup of an account id by email
package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

var accountsDB *sql.DB

func accountByEmail(w http.ResponseWriter, r *http.Request) {
	email := r.URL.Query().Get("email")
	var id int64
	if email != "" && accountsDB.QueryRow("SELECT id FROM accounts WHERE email = '"+email+"'").Scan(&id) == nil {
		fmt.Fprintf(w, "%d", id)
		return
	}
	http.NotFound(w, r)
}

func init() {
	http.HandleFunc("/accounts/by-email", accountByEmail)
}
