// Makes a thumbnail through the shell: a compiled regexp takes every character but letters,
// digits, `_`, `.` and `-` out of the name first.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
)

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

func thumb(w http.ResponseWriter, r *http.Request) {
	name := unsafeChars.ReplaceAllString(r.FormValue("name"), "")
	cmd := exec.Command("sh", "-c", "convert /srv/uploads/"+name+" -resize 200x200 /srv/thumbs/"+name)
	if err := cmd.Run(); err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/thumb", thumb)
	http.ListenAndServe(":8080", nil)
}
