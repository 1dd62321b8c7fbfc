// value passed to html/template as plain data, where contextual escaping applies
package main

import (
	"html/template"
	"net/http"
)

var page = template.Must(template.New("p").Parse("<h2>Profile of {{.User}}</h2>"))

func profile(w http.ResponseWriter, r *http.Request) {
	page.Execute(w, struct{ User string }{r.URL.Query().Get("user")})
}

func main() {
	http.HandleFunc("/profile", profile)
	http.ListenAndServe(":8080", nil)
}
