// Fetches previews through a cleaner chosen by kind.
package main

import (
	"net/http"
	"net/url"
)

type strict struct{}

func (strict) Clean(u string) string { return "https://cdn.acme-corp.com/" + url.PathEscape(u) }

type loose struct{}

func (loose) Clean(u string) string { return "https://img.acme-corp.com/" + url.PathEscape(u) }

func handler(w http.ResponseWriter, r *http.Request) {
	switch r.FormValue("kind") {
	case "strict":
		c := strict{}
		http.Get(c.Clean(r.FormValue("url")))
	case "loose":
		c := loose{}
		http.Get(c.Clean(r.FormValue("url")))
	}
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
