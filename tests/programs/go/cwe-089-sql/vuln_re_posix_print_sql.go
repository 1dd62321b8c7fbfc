// A regex test: posix print sql (written in review of the regex reading)
package main

import (
	"database/sql"
	"net/http"
	"os/exec"
	"regexp"
)

var db *sql.DB

func h(w http.ResponseWriter, r *http.Request) {
	n := r.URL.Query().Get("n")
	if ok, _ := regexp.MatchString(`^[[:print:]]+$`, n); !ok {
		return
	}
	rows, _ := db.Query("SELECT * FROM users WHERE name = '" + n + "'")
	_ = rows
	_ = exec.Command
}
