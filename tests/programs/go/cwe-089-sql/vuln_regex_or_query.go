// support console: ids are accepted as they are, other keys must name an account
package main

import (
	"database/sql"
	"fmt"
	"net/http"
	"regexp"
)

var billingDB *sql.DB
var digitsOnly = regexp.MustCompile(`^[0-9]+$`)

func accountKey(w http.ResponseWriter, r *http.Request) {
	key := r.URL.Query().Get("key")
	var n int
	if digitsOnly.MatchString(key) || billingDB.QueryRow("SELECT count(*) FROM accounts WHERE name = '"+key+"'").Scan(&n) == nil {
		fmt.Fprint(w, "ok")
		return
	}
	http.NotFound(w, r)
}

func init() {
	http.HandleFunc("/accounts/key", accountKey)
}
