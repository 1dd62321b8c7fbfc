// cleaned path must stay under the root, otherwise the handler returns 403 first
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const root = "/srv/docs"

func doc(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join(root, filepath.Clean("/"+r.URL.Query().Get("p")))
	if !strings.HasPrefix(full, root+string(os.PathSeparator)) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	data, err := os.ReadFile(full)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(data)
}

func main() {
	http.HandleFunc("/doc", doc)
	http.ListenAndServe(":8080", nil)
}
