// Greets the visitor: the replacer escapes tags but not quotes, and the name is an attribute.
package main

import (
	"fmt"
	"net/http"
	"strings"
)

var tagEscaper = strings.NewReplacer("<", "&lt;", ">", "&gt;")

func hello(w http.ResponseWriter, r *http.Request) {
	name := tagEscaper.Replace(r.URL.Query().Get("name"))
	fmt.Fprintf(w, `<p title='%s'>Hello</p>`, name)
}

func main() {
	http.HandleFunc("/hello", hello)
	http.ListenAndServe(":8080", nil)
}
