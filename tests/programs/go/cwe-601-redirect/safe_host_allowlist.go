// parsed URL host must be in a fixed set before the redirect
package main

import (
	"net/http"
	"net/url"
)

var hosts = map[string]bool{"example.com": true, "docs.example.com": true}

func out(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.URL.Query().Get("u"))
	if err != nil || !hosts[u.Hostname()] {
		http.Redirect(w, r, "/", http.StatusFound)
		return
	}
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func main() {
	http.HandleFunc("/out", out)
	http.ListenAndServe(":8080", nil)
}
