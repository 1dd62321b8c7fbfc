// gin route that renders a thumbnail of the shared banner at a requested size.
package main

import (
	"fmt"
	"net/http"
	"os/exec"

	"github.com/gin-gonic/gin"
)

type bannerSize struct {
	Width  int `form:"w" binding:"required,min=16,max=2048"`
	Height int `form:"h" binding:"required,min=16,max=2048"`
}

func bannerThumb(c *gin.Context) {
	var sz bannerSize
	if err := c.ShouldBindQuery(&sz); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	out, err := exec.Command("convert", "/srv/assets/banner.png", "-resize", fmt.Sprintf("%dx%d", sz.Width, sz.Height), "png:-").Output()
	if err != nil {
		c.Status(http.StatusInternalServerError)
		return
	}
	c.Data(http.StatusOK, "image/png", out)
}
