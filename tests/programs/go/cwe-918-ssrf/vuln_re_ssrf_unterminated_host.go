// nothing follows the host in the pattern, so "https://a.example.com@evil.net/" or "https://a.example.com.evil.net/" passes (SSRF).
package main

import (
	"io"
	"net/http"
	"regexp"
)

var urlRe = regexp.MustCompile(`^https://[a-z]+\.example\.com`)

func proxy(w http.ResponseWriter, r *http.Request) {
	u := r.URL.Query().Get("url")
	if !urlRe.MatchString(u) {
		http.Error(w, "bad url", http.StatusBadRequest)
		return
	}
	resp, err := http.Get(u)
	if err != nil {
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}
