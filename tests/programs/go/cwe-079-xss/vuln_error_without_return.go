// a name that fails the pattern gets a 400, then the greeting is written with it anyway
package main

import (
	"fmt"
	"net/http"
	"regexp"
)

var namePattern = regexp.MustCompile(`^[A-Za-z]{1,32}$`)

func greet(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if !namePattern.MatchString(name) {
		http.Error(w, "bad name", http.StatusBadRequest)
	}
	w.Header().Set("Content-Type", "text/html")
	fmt.Fprintf(w, "<p>Hello %s</p>", name)
}

func main() {
	http.HandleFunc("/greet", greet)
	http.ListenAndServe(":8080", nil)
}
