// Fetches a preview with fasthttp.
package main

import (
	"net/http"

	"github.com/valyala/fasthttp"
)

func handler(w http.ResponseWriter, r *http.Request) {
	_, body, err := fasthttp.Get(nil, r.FormValue("url"))
	if err == nil {
		w.Header().Set("Content-Type", "text/plain")
		w.Write(body)
	}
}

func main() {
	http.HandleFunc("/a", handler)
	http.ListenAndServe(":8080", nil)
}
