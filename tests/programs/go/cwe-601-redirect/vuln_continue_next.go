// Post-login handler that sends the user on to the page they originally requested.
package main

import "net/http"

func continueAfterLogin(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	if next == "" {
		next = "/dashboard"
	}
	http.Redirect(w, r, next, http.StatusFound)
}

func main() {
	http.HandleFunc("/login/continue", continueAfterLogin)
}
