// logout handler returning to a known page
package main

import "net/http"

var knownPages = map[string]bool{"/": true, "/shop": true, "/help": true}

func logoutReturn(w http.ResponseWriter, r *http.Request) {
	target := "/"
	if next := r.URL.Query().Get("next"); next != "" && knownPages[next] {
		target = next
	}
	http.Redirect(w, r, target, http.StatusFound)
}

func init() {
	http.HandleFunc("/logout", logoutReturn)
}
