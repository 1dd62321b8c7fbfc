// HTTP endpoint that produces thumbnails of uploaded images with ImageMagick.
package thumbs

import (
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
)

var imageName = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_-]*\.(png|jpg)$`)

type Thumbnailer struct {
	UploadDir string
	OutDir    string
	Size      int
}

func (t *Thumbnailer) commandArgs(name string) []string {
	src := filepath.Join(t.UploadDir, name)
	dst := filepath.Join(t.OutDir, "thumb_"+name)
	return []string{src, "-resize", fmt.Sprintf("%dx%d", t.Size, t.Size), dst}
}

func (t *Thumbnailer) Handle(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	name := r.PostForm.Get("image")
	if !imageName.MatchString(name) {
		http.Error(w, "unsupported file", http.StatusBadRequest)
		return
	}
	cmd := exec.Command("convert", t.commandArgs(name)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		log.Printf("thumbnail %q failed: %v: %s", name, err, out)
		http.Error(w, "conversion failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
