// Fetches a preview of a page on the company's sites.
package main

import (
	"net/http"
	"net/url"
	"strings"
)

func preview(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.Query().Get("url")
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !strings.HasSuffix(u.Hostname(), ".acme-corp.com") {
		http.Error(w, "bad url", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(raw)
	if err == nil {
		resp.Body.Close()
	}
}

func main() {
	http.HandleFunc("/preview", preview)
	http.ListenAndServe(":8080", nil)
}
