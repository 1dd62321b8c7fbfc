// Fetches a preview with fasthttp.
package main

import (
	"net/http"
	"net/url"

	"github.com/valyala/fasthttp"
)

func handler(w http.ResponseWriter, r *http.Request) {
	_, body, err := fasthttp.Get(nil, "https://cdn.acme-corp.com/"+url.PathEscape(r.FormValue("name")))
	if err == nil {
		w.Header().Set("Content-Type", "text/plain")
		w.Write(body)
	}
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
