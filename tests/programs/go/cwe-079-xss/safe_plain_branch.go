// Package web renders a document title as text or as a page.
package web

import (
	"fmt"
	"html"
	"net/http"
)

func Title(w http.ResponseWriter, r *http.Request) {
	title := r.URL.Query().Get("title")
	if r.URL.Query().Get("format") == "txt" {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprint(w, title)
		return
	}
	fmt.Fprintf(w, "<html><body><h1>%s</h1></body></html>", html.EscapeString(title))
}
