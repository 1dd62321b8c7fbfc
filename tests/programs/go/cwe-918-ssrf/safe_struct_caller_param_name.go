// Fetches previews through a cleaner chosen by kind.
package main

import (
	"net/http"
	"net/url"
)

type Cleaner interface{ Clean(string) string }

type strict struct{}

func (strict) Clean(u string) string { return "https://cdn.acme-corp.com/" + url.PathEscape(u) }

type loose struct{}

func (loose) Clean(u string) string { return "https://img.acme-corp.com/" + url.PathEscape(u) }

func pick(kind string) Cleaner {
	if kind == "loose" {
		return loose{}
	}
	return strict{}
}

func fetch(kind, u string) {
	s := pick(kind)
	resp, err := http.Get(s.Clean(u))
	if err == nil {
		resp.Body.Close()
	}
}

func serve(s strict, r *http.Request) {
	fetch(r.FormValue("kind"), r.FormValue("url"))
}

func handler(w http.ResponseWriter, r *http.Request) {
	serve(strict{}, r)
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
