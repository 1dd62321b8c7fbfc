// Gin handler that stores a user's uploaded avatar image under the media directory.
package media

import (
	"log"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

const avatarRoot = "/var/lib/app/avatars"

var allowedExt = map[string]bool{".png": true, ".jpg": true, ".gif": true}

func RegisterAvatarRoutes(r *gin.Engine) {
	r.POST("/users/:id/avatar", uploadAvatar)
}

func uploadAvatar(c *gin.Context) {
	file, err := c.FormFile("avatar")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "no file"})
		return
	}
	userID, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	name := c.PostForm("filename")
	if name == "" {
		name = file.Filename
	}
	name = filepath.Base(name)
	if name == "." || name == string(filepath.Separator) {
		log.Printf("empty avatar name from user %d", userID)
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad name"})
		return
	}
	ext := strings.ToLower(filepath.Ext(name))
	if !allowedExt[ext] {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unsupported type"})
		return
	}
	dst := filepath.Join(avatarRoot, strconv.FormatInt(userID, 10), name)
	if err := c.SaveUploadedFile(file, dst); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "save failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"path": dst})
}
