// prefix check on the cleaned path only logs; the file is opened regardless
package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const root = "/srv/static"

func asset(w http.ResponseWriter, r *http.Request) {
	full := filepath.Clean(root + "/" + r.FormValue("path"))
	if !strings.HasPrefix(full, root+"/") {
		log.Printf("path outside root: %s", full)
	}
	f, err := os.Open(full)
	if err != nil {
		http.Error(w, "missing", http.StatusNotFound)
		return
	}
	defer f.Close()
	io.Copy(w, f)
}

func main() {
	http.HandleFunc("/asset", asset)
	http.ListenAndServe(":8080", nil)
}
