// A regex test: hex class unread (written in review of the regex reading)
package main

import (
	"database/sql"
	"net/http"
	"os/exec"
	"regexp"
)

var db *sql.DB
var NAME = regexp.MustCompile(`^[\x20-\x7e]+$`)
func h(w http.ResponseWriter, r *http.Request) {
	n := r.URL.Query().Get("n")
	if !NAME.MatchString(n) {
		return
	}
	out, _ := exec.Command("sh", "-c", "ping "+n).Output()
	w.Write(out)
	_ = db
}
