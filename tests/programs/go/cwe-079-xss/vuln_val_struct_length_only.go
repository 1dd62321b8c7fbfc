// checkName() sets result.ok from a length test only, so "<script>alert(1)</script>" passes and result.val is written unescaped into HTML.
package main

import (
	"fmt"
	"net/http"
)

type result struct {
	ok  bool
	val string
}

func checkName(n string) result {
	return result{ok: len(n) > 0 && len(n) <= 64, val: n}
}

func greet(w http.ResponseWriter, r *http.Request) {
	res := checkName(r.FormValue("name"))
	if !res.ok {
		http.Error(w, "name required", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<p>Welcome, %s!</p>", res.val)
}
