// query value passed through html.EscapeString before it is written
package main

import (
	"fmt"
	"html"
	"net/http"
)

func search(w http.ResponseWriter, r *http.Request) {
	q := html.EscapeString(r.URL.Query().Get("q"))
	w.Header().Set("Content-Type", "text/html")
	fmt.Fprintf(w, "<h1>Results for %s</h1>", q)
}

func main() {
	http.HandleFunc("/search", search)
	http.ListenAndServe(":8080", nil)
}
