// Fetches a preview with ctxhttp.
package main

import (
	"net/http"

	"golang.org/x/net/context/ctxhttp"
)

func handler(w http.ResponseWriter, r *http.Request) {
	resp, err := ctxhttp.Get(r.Context(), http.DefaultClient, r.FormValue("url"))
	if err == nil {
		resp.Body.Close()
	}
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
