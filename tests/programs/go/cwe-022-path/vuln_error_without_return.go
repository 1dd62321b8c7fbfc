// the prefix check writes a 403 but the handler goes on to read the file
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const docs = "/srv/docs"

func doc(w http.ResponseWriter, r *http.Request) {
	full := filepath.Clean(docs + "/" + r.URL.Query().Get("p"))
	if !strings.HasPrefix(full, docs+"/") {
		http.Error(w, "forbidden", http.StatusForbidden)
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
