// c.AbortWithStatusJSON only stops later handlers in the chain; without a return this handler still runs sh -c with the bad size value.
package main

import (
	"net/http"
	"os/exec"
	"regexp"

	"github.com/gin-gonic/gin"
)

var sizeRe = regexp.MustCompile(`^\d{1,4}x\d{1,4}$`)

func resize(c *gin.Context) {
	size := c.Query("size")
	if !sizeRe.MatchString(size) {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "size must look like 640x480"})
	}
	cmd := "convert /srv/in/photo.jpg -resize " + size + " /srv/out/photo.jpg"
	if err := exec.Command("sh", "-c", cmd).Run(); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "resize failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}

func main() {
	r := gin.Default()
	r.POST("/resize", resize)
	r.Run(":8080")
}
