// Greets the visitor: the name goes through a replacer of every markup character.
package main

import (
	"fmt"
	"net/http"
	"strings"
)

var htmlEscaper = strings.NewReplacer(
	"&", "&amp;",
	"<", "&lt;",
	">", "&gt;",
	`"`, "&#34;",
	"'", "&#39;",
)

func hello(w http.ResponseWriter, r *http.Request) {
	name := htmlEscaper.Replace(r.URL.Query().Get("name"))
	fmt.Fprintf(w, `<p title="%s">Hello %s</p>`, name, name)
}

func main() {
	http.HandleFunc("/hello", hello)
	http.ListenAndServe(":8080", nil)
}
