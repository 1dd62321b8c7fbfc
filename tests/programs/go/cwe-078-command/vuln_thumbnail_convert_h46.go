// HTTP handler that produces resized thumbnails of previously uploaded images with ImageMagick.
package thumbs

import (
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
)

type Service struct {
	UploadDir string
	OutDir    string
}

func (s *Service) convert(src, size, dst string) error {
	cmdline := fmt.Sprintf("convert %s -resize %s %s", src, size, dst)
	out, err := exec.Command("sh", "-c", cmdline).CombinedOutput()
	if err != nil {
		log.Printf("convert failed: %v: %s", err, out)
	}
	return err
}

func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	image := filepath.Base(r.FormValue("image"))
	if image == "." || image == ".." || image == string(filepath.Separator) {
		http.Error(w, "invalid image name", http.StatusBadRequest)
		return
	}
	size := strings.TrimSpace(r.FormValue("size"))
	if size == "" {
		size = "128x128"
	}

	src := filepath.Join(s.UploadDir, image)
	dst := filepath.Join(s.OutDir, "thumb_"+image)
	if err := s.convert(src, size, dst); err != nil {
		http.Error(w, "conversion failed", http.StatusInternalServerError)
		return
	}
	fmt.Fprintf(w, "thumbnail created: %s\n", filepath.Base(dst))
}
