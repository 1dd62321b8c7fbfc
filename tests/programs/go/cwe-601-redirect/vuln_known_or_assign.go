// logout handler returning to the page the client names
package main

import "net/http"

var shopPages = map[string]bool{"/": true, "/shop": true, "/help": true}

func logoutAnywhere(w http.ResponseWriter, r *http.Request) {
	target := "/"
	if next := r.URL.Query().Get("next"); shopPages[next] || next != "" {
		target = next
	}
	http.Redirect(w, r, target, http.StatusFound)
}

func init() {
	http.HandleFunc("/logout-any", logoutAnywhere)
}
