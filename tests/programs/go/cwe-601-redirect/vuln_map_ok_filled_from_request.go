// Redirects to a registered destination.
package main

import (
	"net/http"
	"strings"
)

func handler(w http.ResponseWriter, r *http.Request) {
	allowed := map[string]bool{}
	for _, h := range strings.Split(r.FormValue("hosts"), ",") {
		allowed[h] = true
	}
	next := r.FormValue("next")
	if _, ok := allowed[next]; !ok {
		http.Error(w, "no", 400)
		return
	}
	http.Redirect(w, r, next, http.StatusFound)
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
