// http.Redirect cleans "/users/" + `../\evil.example` into `/\evil.example`, which browsers read as "//evil.example"
package main

import "net/http"

func profile(w http.ResponseWriter, r *http.Request) {
	target := "/users/" + r.URL.Query().Get("id")
	http.Redirect(w, r, target, http.StatusFound)
}

func main() {
	http.HandleFunc("/profile", profile)
	http.ListenAndServe(":8080", nil)
}
