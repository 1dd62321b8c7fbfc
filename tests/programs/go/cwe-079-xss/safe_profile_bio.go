// Profile preview page that renders the headline a user is editing.
package main

import (
	"html/template"
	"net/http"
)

var headlinePreviewPage = template.Must(template.New("headline").Parse(
	`<html><body><h2>{{.Name}}</h2><div class="headline">{{.Headline}}</div></body></html>`))

func previewHeadline(w http.ResponseWriter, r *http.Request) {
	data := struct {
		Name     string
		Headline string
	}{
		Name:     r.FormValue("name"),
		Headline: r.FormValue("headline"),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	headlinePreviewPage.Execute(w, data)
}

func main() {
	http.HandleFunc("/profile/headline-preview", previewHeadline)
}
