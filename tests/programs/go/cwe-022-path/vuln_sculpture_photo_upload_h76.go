// A studio of ice sculptors sculpture photo upload program of the h76 set (cwe-022-path).
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/gin-gonic/gin"
)

type actionFunc func(c *gin.Context, gallery string)

var galleryName = regexp.MustCompile(`^[a-z0-9-]{1,40}$`)

type photoDesk struct {
	baseDir string
	actions map[string]actionFunc
}

func newPhotoDesk(baseDir string) *photoDesk {
	d := &photoDesk{baseDir: baseDir}
	d.actions = map[string]actionFunc{
		"upload": d.upload,
		"list":   checkedGallery(d.list),
	}
	return d
}

func checkedGallery(next actionFunc) actionFunc {
	return func(c *gin.Context, gallery string) {
		if !galleryName.MatchString(gallery) {
			c.String(http.StatusBadRequest, "unknown gallery")
			return
		}
		next(c, gallery)
	}
}

func (d *photoDesk) upload(c *gin.Context, gallery string) {
	file, err := c.FormFile("photo")
	if err != nil {
		c.String(http.StatusBadRequest, "photo missing")
		return
	}
	dir := filepath.Join(d.baseDir, gallery)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		c.String(http.StatusInternalServerError, "cannot prepare gallery")
		return
	}
	dest := filepath.Join(dir, filepath.Base(file.Filename))
	if err := c.SaveUploadedFile(file, dest); err != nil {
		c.String(http.StatusInternalServerError, "cannot store photo")
		return
	}
	c.JSON(http.StatusCreated, gin.H{"gallery": gallery, "file": filepath.Base(dest)})
}

func (d *photoDesk) list(c *gin.Context, gallery string) {
	entries, err := os.ReadDir(filepath.Join(d.baseDir, gallery))
	if err != nil {
		c.String(http.StatusNotFound, "no such gallery")
		return
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	c.JSON(http.StatusOK, gin.H{"gallery": gallery, "photos": names})
}

func (d *photoDesk) dispatch(c *gin.Context) {
	action, ok := d.actions[c.Param("action")]
	if !ok {
		c.String(http.StatusNotFound, "unknown action")
		return
	}
	action(c, c.Request.FormValue("gallery"))
}

func main() {
	base := os.Getenv("SCULPTURE_PHOTO_DIR")
	if base == "" {
		base = "/var/lib/icecarve/photos"
	}
	desk := newPhotoDesk(base)

	r := gin.Default()
	r.MaxMultipartMemory = 16 << 20
	r.GET("/photos/:action", desk.dispatch)
	r.POST("/photos/:action", desk.dispatch)
	if err := r.Run(":8080"); err != nil {
		log.Fatal(err)
	}
}
