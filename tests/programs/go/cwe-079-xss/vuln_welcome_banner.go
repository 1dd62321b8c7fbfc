// Landing page handler that greets a returning visitor by name.
package main

import (
	"fmt"
	"net/http"
)

func welcomeBanner(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h1>Welcome back, %s!</h1></body></html>", name)
}

func main() {
	http.HandleFunc("/welcome", welcomeBanner)
}
