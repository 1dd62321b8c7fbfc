// login redirects to the next query value
package main

import "net/http"

func login(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if next == "" {
		next = "/"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

func main() {
	http.HandleFunc("/login", login)
	http.ListenAndServe(":8080", nil)
}
