// A regex test: octal quote sql (written in review of the regex reading)
package main

import (
	"database/sql"
	"net/http"
	"os/exec"
	"regexp"
)

var db *sql.DB
var NAME = regexp.MustCompile(`^(?:[a-z]|\047)+$`)
func h(w http.ResponseWriter, r *http.Request) {
	n := r.URL.Query().Get("n")
	if !NAME.MatchString(n) {
		return
	}
	rows, _ := db.Query("SELECT * FROM users WHERE name = '" + n + "'")
	_ = rows
	_ = exec.Command
}
