// checkName() sets result.ok from a full match of letters, spaces and hyphens, and the handler returns on !ok, so no markup characters reach the HTML.
package main

import (
	"fmt"
	"net/http"
	"regexp"
)

var nameRe = regexp.MustCompile(`^[A-Za-z][A-Za-z -]{0,31}$`)

type result struct {
	ok  bool
	val string
}

func checkName(n string) result {
	return result{ok: nameRe.MatchString(n), val: n}
}

func greet(w http.ResponseWriter, r *http.Request) {
	res := checkName(r.FormValue("name"))
	if !res.ok {
		http.Error(w, "invalid name", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<p>Welcome, %s!</p>", res.val)
}
