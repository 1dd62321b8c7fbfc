// Fills a page template with a replacer whose new text is the visitor's name, unescaped.
package main

import (
	"net/http"
	"strings"
)

const page = `<html><body><h1>Hello {name}</h1></body></html>`

func hello(w http.ResponseWriter, r *http.Request) {
	out := strings.NewReplacer("{name}", r.FormValue("name")).Replace(page)
	w.Write([]byte(out))
}

func main() {
	http.HandleFunc("/hello", hello)
	http.ListenAndServe(":8080", nil)
}
