// HTTP handler that serves a stored image by name from the media folder.
package media

import (
	"net/http"
	"os"
	"path/filepath"
)

var imageExt = map[string]bool{".png": true, ".jpg": true, ".gif": true}

func ServeImage(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Query().Get("name"))
	if !imageExt[filepath.Ext(name)] {
		http.Error(w, "unsupported", http.StatusUnsupportedMediaType)
		return
	}
	data, err := os.ReadFile(filepath.Join("/srv/media", name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(data)
}
