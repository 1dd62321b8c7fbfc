// cache eviction endpoint removing one cached file below the cache root
package main

import (
	"net/http"
	"path/filepath"
	"strings"
	"os"
)

const cacheRoot = "/var/cache/app"

func evictCache(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join(cacheRoot, r.URL.Query().Get("key"))
	if !strings.HasPrefix(full, cacheRoot+string(os.PathSeparator)) || os.Remove(full) != nil {
		http.Error(w, "cannot evict", http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func init() {
	http.HandleFunc("/cache/evict", evictCache)
}
