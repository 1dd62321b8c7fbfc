// Error page renderer that shows which page the visitor was trying to reach.
package main

import (
	"net/http"
	"text/template"
)

var notFoundPage = template.Must(template.New("404").Parse(
	`<html><body><h1>Not found</h1><p>We could not find {{.}}.</p></body></html>`))

func notFoundHandler(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	notFoundPage.Execute(w, r.URL.Query().Get("page"))
}

func main() {
	http.HandleFunc("/missing", notFoundHandler)
}
