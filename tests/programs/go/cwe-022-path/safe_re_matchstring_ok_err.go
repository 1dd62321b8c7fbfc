// regexp.MatchString's result is kept with its error; the name must be letters only.
package main

import (
	"net/http"
	"os"
	"regexp"
)

func show(w http.ResponseWriter, r *http.Request) {
	f := r.FormValue("f")
	ok, err := regexp.MatchString(`^[a-z]+$`, f)
	if err != nil || !ok {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	data, _ := os.ReadFile("/srv/files/" + f)
	w.Header().Set("Content-Type", "text/plain")
	w.Write(data)
}
