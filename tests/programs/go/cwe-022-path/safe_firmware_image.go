// Serves firmware images to fleet devices, looked up by device model and image file name.
package fleet

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type FirmwareServer struct {
	Root   string
	Models map[string]bool
}

func NewFirmwareServer() *FirmwareServer {
	return &FirmwareServer{
		Root:   "/srv/fleet/firmware",
		Models: map[string]bool{"tx100": true, "tx200": true, "gw-edge": true},
	}
}

func (s *FirmwareServer) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /devices/{model}/firmware/{image}", s.download)
}

// resolve builds the on-disk location of an image for a model.
func (s *FirmwareServer) resolve(model, image string) (string, bool) {
	base := filepath.Join(s.Root, model)
	full := filepath.Join(base, image)
	if !strings.HasPrefix(full, base+string(os.PathSeparator)) {
		return "", false
	}
	return full, true
}

func (s *FirmwareServer) download(w http.ResponseWriter, r *http.Request) {
	model := r.PathValue("model")
	if !s.Models[model] {
		http.Error(w, "unknown model", http.StatusNotFound)
		return
	}
	path, ok := s.resolve(model, r.PathValue("image"))
	if !ok {
		http.Error(w, "bad image name", http.StatusBadRequest)
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		http.Error(w, "image not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment; filename="+filepath.Base(path))
	w.Write(data)
}
