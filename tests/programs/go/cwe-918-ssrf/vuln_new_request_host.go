// host from a header formatted into a URL for http.NewRequest
package main

import (
	"fmt"
	"io"
	"net/http"
)

func metrics(w http.ResponseWriter, r *http.Request) {
	host := r.Header.Get("X-Backend")
	req, err := http.NewRequest("GET", fmt.Sprintf("http://%s:9000/metrics", host), nil)
	if err != nil {
		http.Error(w, "bad", http.StatusBadRequest)
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func main() {
	http.HandleFunc("/metrics", metrics)
	http.ListenAndServe(":8080", nil)
}
