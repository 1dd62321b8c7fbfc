// Profile preview page that renders the bio a user is editing.
package main

import (
	"html/template"
	"net/http"
)

var bioPreviewPage = template.Must(template.New("bio").Parse(
	`<html><body><h2>{{.Name}}</h2><div class="bio">{{.Bio}}</div></body></html>`))

func previewBio(w http.ResponseWriter, r *http.Request) {
	data := struct {
		Name string
		Bio  template.HTML
	}{
		Name: r.FormValue("name"),
		Bio:  template.HTML(r.FormValue("bio")),
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	bioPreviewPage.Execute(w, data)
}

func main() {
	http.HandleFunc("/profile/preview", previewBio)
}
