// Product search page that echoes the query back alongside the matching items.
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"strings"
)

var catalog = []string{"usb-c cable", "laptop stand", "desk lamp", "monitor arm", "usb hub"}

func search(term string) []string {
	var hits []string
	needle := strings.ToLower(strings.TrimSpace(term))
	for _, p := range catalog {
		if needle != "" && strings.Contains(p, needle) {
			hits = append(hits, p)
		}
	}
	return hits
}

func searchPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	hits := search(q)
	shown := html.EscapeString(q)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<html><body><h2>%d results for &quot;%s&quot;</h2><ul>", len(hits), shown)
	for _, h := range hits {
		fmt.Fprintf(w, "<li>%s</li>", h)
	}
	fmt.Fprint(w, "</ul></body></html>")
}

func main() {
	http.HandleFunc("/search", searchPage)
	log.Fatal(http.ListenAndServe(":8085", nil))
}
