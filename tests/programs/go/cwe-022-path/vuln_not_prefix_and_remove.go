// cache eviction endpoint that also clears stray files outside the cache root
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const strayRoot = "/var/cache/app"

func evictStray(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join(strayRoot, r.URL.Query().Get("key"))
	if !strings.HasPrefix(full, strayRoot+"/") && os.Remove(full) == nil {
		log.Printf("removed stray file %s", full)
	}
	w.WriteHeader(http.StatusNoContent)
}

func init() {
	http.HandleFunc("/cache/evict-stray", evictStray)
}
