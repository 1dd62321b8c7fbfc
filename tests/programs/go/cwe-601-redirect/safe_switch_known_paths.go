// next is compared case by case with known paths before the redirect
package main

import "net/http"

func after(w http.ResponseWriter, r *http.Request) {
	next := r.URL.Query().Get("next")
	switch next {
	case "/dashboard", "/settings", "/billing":
		http.Redirect(w, r, next, http.StatusFound)
	default:
		http.Redirect(w, r, "/", http.StatusFound)
	}
}

func main() {
	http.HandleFunc("/after", after)
	http.ListenAndServe(":8080", nil)
}
