// Package web echoes a note, as a page when a preview is asked for.
package web

import (
	"fmt"
	"net/http"
)

func Note(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if r.URL.Query().Get("preview") == "1" {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
	}
	fmt.Fprintf(w, "<div>%s</div>", r.URL.Query().Get("note"))
}
