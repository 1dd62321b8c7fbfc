// archive integrity check that also reports whether the name is plain
package main

import (
	"fmt"
	"net/http"
	"os/exec"
	"regexp"
)

var plainUpload = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

func checkUpload(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	ok := exec.Command("sh", "-c", "gzip -t /srv/uploads/"+name).Run() == nil && plainUpload.MatchString(name)
	fmt.Fprintf(w, "%v", ok)
}

func init() {
	http.HandleFunc("/uploads/check", checkUpload)
}
