// Landing page handler that greets a new visitor by name.
package main

import (
	"fmt"
	"html"
	"net/http"
)

func helloBanner(w http.ResponseWriter, r *http.Request) {
	name := html.EscapeString(r.URL.Query().Get("name"))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h1>Hello, %s!</h1></body></html>", name)
}

func main() {
	http.HandleFunc("/hello", helloBanner)
}
