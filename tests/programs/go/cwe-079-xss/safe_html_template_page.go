// Error page renderer that shows which resource the visitor asked for.
package main

import (
	"html/template"
	"net/http"
)

var goneTemplate = template.Must(template.New("410").Parse(
	`<html><body><h1>Gone</h1><p>{{.}} is no longer available.</p></body></html>`))

func goneHandler(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusGone)
	goneTemplate.Execute(w, r.URL.Query().Get("resource"))
}

func main() {
	http.HandleFunc("/gone", goneHandler)
}
