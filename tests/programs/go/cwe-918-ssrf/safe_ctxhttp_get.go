// Fetches a preview with ctxhttp.
package main

import (
	"net/http"
	"net/url"

	"golang.org/x/net/context/ctxhttp"
)

func handler(w http.ResponseWriter, r *http.Request) {
	resp, err := ctxhttp.Get(r.Context(), http.DefaultClient, "https://cdn.acme-corp.com/"+url.PathEscape(r.FormValue("name")))
	if err == nil {
		resp.Body.Close()
	}
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
