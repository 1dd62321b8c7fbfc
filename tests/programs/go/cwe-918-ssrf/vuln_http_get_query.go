// preview endpoint fetches the URL from the query string
package main

import (
	"io"
	"net/http"
)

func preview(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get(r.URL.Query().Get("url"))
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func main() {
	http.HandleFunc("/preview", preview)
	http.ListenAndServe(":8080", nil)
}
