// Greets the visitor: the name is escaped by a chain of ReplaceAll of every markup character.
package main

import (
	"fmt"
	"net/http"
	"strings"
)

func esc(s string) string {
	s = strings.ReplaceAll(s, "&", "&amp;")
	s = strings.ReplaceAll(s, "<", "&lt;")
	s = strings.ReplaceAll(s, ">", "&gt;")
	s = strings.ReplaceAll(s, `"`, "&#34;")
	return strings.ReplaceAll(s, "'", "&#39;")
}

func hello(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintf(w, "<p>Hello %s</p>", esc(r.URL.Query().Get("name")))
}

func main() {
	http.HandleFunc("/hello", hello)
	http.ListenAndServe(":8080", nil)
}
