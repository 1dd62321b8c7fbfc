// cache eviction endpoint: entries below the root are kept, anything else is deleted
package main

import (
	"net/http"
	"path/filepath"
	"strings"
	"os"
)

const keepRoot = "/var/cache/app/keep"

func evictUnkept(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join("/var/cache/app", r.URL.Query().Get("key"))
	kept := strings.HasPrefix(full, keepRoot+"/") || os.Remove(full) != nil
	if kept {
		w.WriteHeader(http.StatusConflict)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func init() {
	http.HandleFunc("/cache/evict-unkept", evictUnkept)
}
