// theme stylesheet endpoint for plain theme names
package main

import (
	"net/http"
	"os"
	"regexp"
)

var themeName = regexp.MustCompile(`^[a-z]+$`)

func themeCSS(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("theme")
	switch {
	case !themeName.MatchString(name):
		http.Error(w, "bad theme", http.StatusBadRequest)
	default:
		css, err := os.ReadFile("/srv/themes/" + name + ".css")
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Write(css)
	}
}

func init() {
	http.HandleFunc("/theme.css", themeCSS)
}
