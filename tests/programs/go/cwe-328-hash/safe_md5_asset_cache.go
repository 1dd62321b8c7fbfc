// Serves static assets with an ETag: MD5 here only names a file's version for caches.
package main

import (
	"crypto/md5"
	"encoding/hex"
	"net/http"
	"os"
	"path/filepath"
)

type AssetCache struct {
	etags map[string]string
	files map[string][]byte
}

func NewAssetCache(dir string, names []string) (*AssetCache, error) {
	c := &AssetCache{etags: map[string]string{}, files: map[string][]byte{}}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		sum := md5.Sum(data)
		c.files[n] = data
		c.etags[n] = `"` + hex.EncodeToString(sum[:]) + `"`
	}
	return c, nil
}

func (c *AssetCache) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Path)
	data, ok := c.files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("ETag", c.etags[name])
	w.Write(data)
}
