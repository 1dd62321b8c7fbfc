// Gin route that serves product manuals from the docs directory.
package main

import (
	"path/filepath"

	"github.com/gin-gonic/gin"
)

func serveManual(c *gin.Context) {
	doc := c.Query("doc")
	c.File(filepath.Join("/srv/manuals", doc))
}

func main() {
	r := gin.New()
	r.GET("/manuals", serveManual)
}
