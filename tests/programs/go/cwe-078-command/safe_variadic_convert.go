// Thumbnails made by handing ImageMagick its options through a variadic helper.
package main

import (
	"net/http"
	"os/exec"
	"regexp"
	"strings"
)

var sizePattern = regexp.MustCompile(`^\d{1,4}x\d{1,4}$`)

func magick(input string, options ...string) error {
	line := "convert " + input + " " + strings.Join(options, " ") + " /tmp/out.png"
	return exec.Command("sh", "-c", line).Run()
}

func thumbs(w http.ResponseWriter, r *http.Request) {
	size := r.URL.Query().Get("size")
	if size == "" {
		size = "128x128"
	}
	if !sizePattern.MatchString(size) {
		http.Error(w, "size must look like 128x128", http.StatusBadRequest)
		return
	}
	if err := magick("uploads/photo.png", "-resize", size, "-strip"); err != nil {
		http.Error(w, "convert failed", http.StatusInternalServerError)
		return
	}
	http.ServeFile(w, r, "/tmp/out.png")
}

func main() {
	http.HandleFunc("/thumbs", thumbs)
	http.ListenAndServeTLS(":8443", "/etc/thumbs/cert.pem", "/etc/thumbs/key.pem", nil)
}
