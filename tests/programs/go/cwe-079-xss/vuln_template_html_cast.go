// form value converted to template.HTML, which html/template does not escape
package main

import (
	"html/template"
	"net/http"
)

var page = template.Must(template.New("p").Parse("<div>{{.}}</div>"))

func preview(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("comment")
	page.Execute(w, template.HTML(body))
}

func main() {
	http.HandleFunc("/preview", preview)
	http.ListenAndServe(":8080", nil)
}
