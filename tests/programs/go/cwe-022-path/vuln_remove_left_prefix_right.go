// cache eviction endpoint reporting whether the removed entry was a cache file
package main

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

const entryRoot = "/var/cache/entries"

func evictEntry(w http.ResponseWriter, r *http.Request) {
	full := filepath.Join(entryRoot, r.URL.Query().Get("key"))
	removed := os.Remove(full) == nil && strings.HasPrefix(full, entryRoot+"/")
	fmt.Fprintf(w, "%v", removed)
}

func init() {
	http.HandleFunc("/cache/evict-entry", evictEntry)
}
