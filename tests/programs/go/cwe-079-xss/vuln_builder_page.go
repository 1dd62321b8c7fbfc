// page assembled in a strings.Builder with the search term and written out
package main

import (
	"io"
	"net/http"
	"strings"
)

func search(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	b.WriteString("<html><body><h1>Results for ")
	b.WriteString(r.FormValue("q"))
	b.WriteString("</h1></body></html>")
	page := b.String()
	w.Header().Set("Content-Type", "text/html")
	io.WriteString(w, page)
}

func main() {
	http.HandleFunc("/search", search)
	http.ListenAndServe(":8080", nil)
}
