// Renders resized thumbnails of uploaded product images using ImageMagick.
package media

import (
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

const imageDir = "/var/lib/shop/images"

type ThumbRequest struct {
	ImageID string
	Size    string
}

func buildConvert(req ThumbRequest, dst string) string {
	src := filepath.Join(imageDir, uuid.MustParse(req.ImageID).String()+".png")
	return fmt.Sprintf("convert %s -resize %s %s", src, req.Size, dst)
}

func Thumbnail(c *gin.Context) {
	id := c.Param("id")
	if _, err := uuid.Parse(id); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	req := ThumbRequest{ImageID: id, Size: c.DefaultQuery("size", "128x128")}
	dst := filepath.Join("/tmp/thumbs", uuid.NewString()+".png")
	cmd := exec.Command("sh", "-c", buildConvert(req, dst))
	if out, err := cmd.CombinedOutput(); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": string(out)})
		return
	}
	c.File(dst)
}

func RegisterMedia(r *gin.Engine) {
	r.GET("/images/:id/thumbnail", Thumbnail)
}
