// file name from the query string joined under the uploads folder and served
package main

import (
	"net/http"
	"os"
	"path/filepath"
)

func download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	data, err := os.ReadFile(filepath.Join("/srv/uploads", name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(data)
}

func main() {
	http.HandleFunc("/download", download)
	http.ListenAndServe(":8080", nil)
}
