// A hoof photo upload program of the h69 set (cwe-022-path).
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"
)

const photoRoot = "/var/lib/hoofbook/photos"

var horseIDPattern = regexp.MustCompile(`[0-9]+`)

// horseScope reads the horse the farrier is working on from the mobile app
// header and keeps it on the gin context for the upload handlers.
func horseScope() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader("X-Horse-ID")
		if !horseIDPattern.MatchString(id) {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "unknown horse"})
			return
		}
		c.Set("horseID", id)
		c.Next()
	}
}

func farrierAuth() gin.HandlerFunc {
	return func(c *gin.Context) {
		tok := c.GetHeader("Authorization")
		if len(tok) < 20 {
			c.AbortWithStatus(http.StatusUnauthorized)
			return
		}
		sum := sha256.Sum256([]byte(tok))
		c.Set("farrier", hex.EncodeToString(sum[:6]))
		c.Next()
	}
}

func uploadHoofPhoto(c *gin.Context) {
	horseID := c.GetString("horseID")
	farrier := c.GetString("farrier")

	file, err := c.FormFile("photo")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "photo required"})
		return
	}
	if file.Size > 12<<20 {
		c.JSON(http.StatusRequestEntityTooLarge, gin.H{"error": "photo too large"})
		return
	}

	dir := filepath.Join(photoRoot, horseID)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "storage unavailable"})
		return
	}
	name := fmt.Sprintf("%s-%d.jpg", farrier, time.Now().UnixNano())
	dst := filepath.Join(dir, name)
	if err := c.SaveUploadedFile(file, dst); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store photo"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"horse": horseID, "photo": name})
}

func main() {
	r := gin.Default()
	api := r.Group("/api/v1", farrierAuth(), horseScope())
	api.POST("/hoof-photos", uploadHoofPhoto)
	if err := r.Run(":8080"); err != nil {
		panic(err)
	}
}
