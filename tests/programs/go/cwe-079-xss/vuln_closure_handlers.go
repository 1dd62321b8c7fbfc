// Command server serves a plain-text ping route and a greeting page.
package main

import (
	"fmt"
	"net/http"
)

func main() {
	http.HandleFunc("/ping", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprintf(w, "pong %s", r.URL.Query().Get("id"))
	})
	http.HandleFunc("/hello", func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Query().Get("name")
		fmt.Fprintf(w, "<h1>Hello %s</h1>", name)
	})
	http.ListenAndServeTLS(":8443", "cert.pem", "key.pem", nil)
}
